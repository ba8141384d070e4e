// The dashboard's three charts (recharts, imported only by this lazy chunk): learning minutes per
// day or week (bars), lessons completed in all over time (area), quiz scores (line, 0-100%). Each
// is a figure with its title, a written summary, and a "Show as table" toggle: the table is always
// in the page (visually hidden until shown), so screen readers and keyboard users get the numbers;
// the drawing itself is decorative (aria-hidden). In Arabic the X axis runs right to left and the Y
// axis sits on the right; every tick and tooltip uses the language's digits; colours come from the
// antd theme, so dark mode and high contrast apply.
import { useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Button, theme, useRemote, type Locale } from '@nibras/shared-ui';
import { textIn } from '../courses/format';
import type { ActivityPoint, QuizPoint, RangeSeries } from './series';
import {
  formatCount,
  formatDay,
  formatDecimal,
  formatLongDay,
  formatPercent100,
  formatShortDay,
} from './series';

const CHART_HEIGHT = 220;
const FALLBACK_WIDTH = 640;

interface ChartColours {
  primary: string;
  success: string;
  warning: string;
  text: string;
  text2: string;
  grid: string;
  surface: string;
  border: string;
}

function useChartColours(): ChartColours {
  const { token } = theme.useToken();
  return {
    primary: token.colorPrimary,
    success: token.colorSuccess,
    warning: token.colorWarning,
    text: token.colorText,
    text2: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    surface: token.colorBgElevated,
    border: token.colorBorder,
  };
}

/** How a point of a chart is named: a day in full, or "Week of 24 Nov 2026". */
function usePointLabel(step: 1 | 7) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  return (from: string) =>
    step === 1 ? formatLongDay(from, locale) : t('dashboard.charts.week', { day: formatDay(from, locale) });
}

function ChartTooltip({
  active,
  payload,
  label,
  colours,
  name,
  describe,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ value?: unknown }>;
  label?: unknown;
  colours: ChartColours;
  name: (label: unknown) => string;
  describe: (value: number) => string;
}) {
  if (!active || !payload?.length) return null;
  const value = Number(payload[0]?.value ?? 0);
  return (
    <div
      className="dashboard-tooltip"
      style={{ background: colours.surface, color: colours.text, borderColor: colours.border }}
    >
      <div className="dashboard-tooltip__label">{name(label)}</div>
      <div className="dashboard-tooltip__value">{describe(value)}</div>
    </div>
  );
}

function ChartFrame({
  title,
  summary,
  testId,
  table,
  children,
  empty,
  wide,
}: {
  title: string;
  summary: ReactNode;
  testId: string;
  table: ReactNode;
  children?: ReactNode;
  /** Shown instead of the drawing when there is nothing to draw. */
  empty?: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('learning');
  const [shown, setShown] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  return (
    <figure
      className={
        wide ? 'dashboard-card dashboard-chart dashboard-card--wide' : 'dashboard-card dashboard-chart'
      }
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      data-testid={testId}
    >
      <header className="dashboard-card__header">
        <h3 id={titleId} className="dashboard-card__title">
          {title}
        </h3>
        <Button
          size="small"
          aria-expanded={shown}
          aria-controls={tableId}
          onClick={() => setShown((value) => !value)}
          data-testid={`${testId}-toggle`}
        >
          {shown ? t('dashboard.charts.hideTable') : t('dashboard.charts.showTable')}
        </Button>
      </header>
      <figcaption id={summaryId} className="dashboard-chart__summary" data-testid={`${testId}-summary`}>
        {summary}
      </figcaption>
      {empty ?? (
        <div className="dashboard-chart__drawing" aria-hidden="true">
          {children}
        </div>
      )}
      {/* Shown, it may scroll: a focusable, named region (keyboard users can scroll it). */}
      <div
        id={tableId}
        className={shown ? 'dashboard-chart__table' : 'nibras-visually-hidden'}
        {...(shown ? { role: 'region', tabIndex: 0, 'aria-labelledby': titleId } : {})}
        data-testid={`${testId}-table`}
        data-shown={shown}
      >
        {table}
      </div>
    </figure>
  );
}

function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    <table className="dashboard-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, i) => (
            <th key={i} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid="dashboard-table-row">
            <th scope="row">{row.cells[0]}</th>
            {row.cells.slice(1).map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The axes both activity charts share: dates on X (right to left in Arabic), counts on Y. */
function axes(
  locale: Locale,
  colours: ChartColours,
  yFormat: (value: number) => string,
  domain?: [number, number],
) {
  const rtl = locale === 'ar';
  const tick = { fill: colours.text2, fontSize: 12 };
  return [
    <CartesianGrid key="grid" stroke={colours.grid} strokeDasharray="3 3" vertical={false} />,
    <XAxis
      key="x"
      dataKey="from"
      reversed={rtl}
      tick={tick}
      tickFormatter={(day: string) => formatShortDay(day, locale)}
      stroke={colours.grid}
      minTickGap={16}
    />,
    <YAxis
      key="y"
      orientation={rtl ? 'right' : 'left'}
      allowDecimals={false}
      tick={tick}
      tickFormatter={yFormat}
      stroke={colours.grid}
      width={44}
      domain={domain}
    />,
  ];
}

/**
 * The chart at its container's width (measured, and again on resize): `draw(width)` draws it.
 * Before the first measure, and where nothing has a size (a hidden tab, jsdom), a fallback width.
 */
function Sized({ draw }: { draw: (width: number, height: number) => ReactElement }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="dashboard-chart__size">
      {draw(width > 0 ? width : FALLBACK_WIDTH, CHART_HEIGHT)}
    </div>
  );
}

export function MinutesChart({ series }: { series: RangeSeries }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const colours = useChartColours();
  const pointLabel = usePointLabel(series.step);
  const range = t(`dashboard.charts.rangeText.${series.range}`);
  // Minutes come with one decimal.
  const minutes = (n: number) => t('dashboard.minutes', { count: n, n: formatDecimal(n, locale) });
  const { busiest } = series;
  const summary = [
    t('dashboard.charts.minutes.summary', {
      count: series.totals.minutes,
      n: formatDecimal(series.totals.minutes, locale),
      range,
    }),
    busiest &&
      t(series.step === 1 ? 'dashboard.charts.minutes.busiestDay' : 'dashboard.charts.minutes.busiestWeek', {
        day: series.step === 1 ? formatLongDay(busiest.from, locale) : formatDay(busiest.from, locale),
        minutes: minutes(busiest.minutes),
      }),
  ]
    .filter(Boolean)
    .join(' ');
  const title =
    series.step === 1 ? t('dashboard.charts.minutes.byDay') : t('dashboard.charts.minutes.byWeek');
  return (
    <ChartFrame
      title={t('dashboard.charts.minutes.title')}
      summary={summary}
      testId="dashboard-minutes"
      wide
      table={
        <DataTable
          caption={title}
          head={[
            t(series.step === 1 ? 'dashboard.charts.columns.day' : 'dashboard.charts.columns.week'),
            t('dashboard.charts.columns.minutes'),
          ]}
          rows={series.activity.map((p) => ({
            key: p.from,
            cells: [pointLabel(p.from), formatDecimal(p.minutes, locale)],
          }))}
        />
      }
    >
      <Sized
        draw={(width, height) => (
          <BarChart
            width={width}
            height={height}
            data={series.activity}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
          >
            {axes(locale, colours, (v) => formatCount(v, locale))}
            <Tooltip
              cursor={{ fill: colours.grid, opacity: 0.4 }}
              content={(props) => (
                <ChartTooltip
                  active={props.active}
                  payload={props.payload}
                  label={props.label}
                  colours={colours}
                  name={(l) => pointLabel(String(l))}
                  describe={minutes}
                />
              )}
            />
            <Bar dataKey="minutes" fill={colours.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        )}
      />
    </ChartFrame>
  );
}

export function LessonsChart({ series }: { series: RangeSeries }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const colours = useChartColours();
  const pointLabel = usePointLabel(series.step);
  const last: ActivityPoint | undefined = series.activity.at(-1);
  const total = last?.cumulative ?? 0;
  const summary = t('dashboard.charts.lessons.summary', {
    count: series.totals.lessons,
    n: formatCount(series.totals.lessons, locale),
    total: formatCount(total, locale),
    range: t(`dashboard.charts.rangeText.${series.range}`),
  });
  const gradientId = `dashboard-lessons-${useId().replace(/:/g, '')}`;
  return (
    <ChartFrame
      title={t('dashboard.charts.lessons.title')}
      summary={summary}
      testId="dashboard-lessons"
      table={
        <DataTable
          caption={t('dashboard.charts.lessons.subtitle')}
          head={[
            t(series.step === 1 ? 'dashboard.charts.columns.day' : 'dashboard.charts.columns.week'),
            t('dashboard.charts.columns.lessons'),
            t('dashboard.charts.columns.cumulative'),
          ]}
          rows={series.activity.map((p) => ({
            key: p.from,
            cells: [pointLabel(p.from), formatCount(p.lessons, locale), formatCount(p.cumulative, locale)],
          }))}
        />
      }
    >
      <Sized
        draw={(width, height) => (
          <AreaChart
            width={width}
            height={height}
            data={series.activity}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
          >
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={colours.success} stopOpacity={0.45} />
                <stop offset="100%" stopColor={colours.success} stopOpacity={0.04} />
              </linearGradient>
            </defs>
            {axes(locale, colours, (v) => formatCount(v, locale))}
            <Tooltip
              content={(props) => (
                <ChartTooltip
                  active={props.active}
                  payload={props.payload}
                  label={props.label}
                  colours={colours}
                  name={(l) => pointLabel(String(l))}
                  describe={(v) => `${t('dashboard.charts.columns.cumulative')}: ${formatCount(v, locale)}`}
                />
              )}
            />
            <Area
              type="monotone"
              dataKey="cumulative"
              stroke={colours.success}
              strokeWidth={2}
              fill={`url(#${gradientId})`}
              isAnimationActive={false}
            />
          </AreaChart>
        )}
      />
    </ChartFrame>
  );
}

export function QuizChart({ series }: { series: RangeSeries }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const colours = useChartColours();
  const rtl = locale === 'ar';
  const { quizzes } = series;
  const last: QuizPoint | undefined = quizzes.at(-1);
  const summary = t('dashboard.charts.quizzes.summary', {
    count: quizzes.length,
    n: formatCount(quizzes.length, locale),
    range: t(`dashboard.charts.rangeText.${series.range}`),
    average: series.totals.averageQuiz === null ? '' : formatPercent100(series.totals.averageQuiz, locale),
    last: last ? formatPercent100(last.percent, locale) : '',
  });
  const titleOf = (q: QuizPoint) => textIn(q.title, locale) || t('dashboard.charts.quizzes.untitled');
  const byKey = new Map(quizzes.map((q) => [q.key, q]));
  const tick = { fill: colours.text2, fontSize: 12 };
  return (
    <ChartFrame
      title={t('dashboard.charts.quizzes.title')}
      summary={summary}
      testId="dashboard-quizzes"
      empty={
        quizzes.length === 0 ? (
          <div className="dashboard-chart__empty" data-testid="dashboard-quizzes-empty">
            <p>{t('dashboard.charts.quizzes.empty')}</p>
            <Link to="/quiz" className="learning-button-link learning-button-link--quiet">
              {t('dashboard.charts.quizzes.action')}
            </Link>
          </div>
        ) : undefined
      }
      table={
        <DataTable
          caption={t('dashboard.charts.quizzes.subtitle')}
          head={[
            t('dashboard.charts.columns.date'),
            t('dashboard.charts.columns.quiz'),
            t('dashboard.charts.columns.score'),
          ]}
          rows={quizzes.map((q) => ({
            key: q.key,
            cells: [
              formatLongDay(q.day, locale),
              <bdi key="title">{titleOf(q)}</bdi>,
              formatPercent100(q.percent, locale),
            ],
          }))}
        />
      }
    >
      <Sized
        draw={(width, height) => (
          <LineChart
            width={width}
            height={height}
            data={quizzes}
            accessibilityLayer={false}
            margin={{ top: 8, right: 12, left: 12, bottom: 0 }}
          >
            <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="key"
              reversed={rtl}
              tick={tick}
              stroke={colours.grid}
              tickFormatter={(key: string) => {
                const q = byKey.get(key);
                return q ? formatShortDay(q.day, locale) : '';
              }}
              minTickGap={16}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tick={tick}
              stroke={colours.grid}
              tickFormatter={(v: number) => formatPercent100(v, locale)}
              width={48}
            />
            <Tooltip
              content={(props) => (
                <ChartTooltip
                  active={props.active}
                  payload={props.payload}
                  label={props.label}
                  colours={colours}
                  name={(key) => {
                    const q = byKey.get(String(key));
                    return q ? `${titleOf(q)} · ${formatDay(q.day, locale)}` : '';
                  }}
                  describe={(v) => `${t('dashboard.charts.columns.score')}: ${formatPercent100(v, locale)}`}
                />
              )}
            />
            <Line
              type="monotone"
              dataKey="percent"
              stroke={colours.warning}
              strokeWidth={2}
              dot={{ r: 4, fill: colours.warning }}
              activeDot={{ r: 6 }}
              isAnimationActive={false}
            />
          </LineChart>
        )}
      />
    </ChartFrame>
  );
}
