// /dashboard (GET /dashboard): the current semester, the streak, the totals, the activity charts
// over 4 weeks, 3 months or 12 months (weeks for the longer ranges), mastery per unit, the badges,
// and the spaced review panel. A student with nothing counted yet sees what to do first. Skeletons
// while loading; an error with retry. recharts is imported only here (this page's lazy chunk).
import { useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, theme, usePageMeta, useRemote } from '@nibras/shared-ui';
import { Segmented } from '@nibras/shared-ui/extra';
import { textIn } from '../courses/format';
import { useLearningStyle } from '../courses/style';
import { useLoaded } from '../courses/useLoaded';
import { ReviewPanel } from '../review/ReviewPanel';
import { takePrefetched } from '../prefetch';
import { getDashboard, type Dashboard } from './api';
import { LessonsChart, MinutesChart, QuizChart } from './Charts';
import { Badges, Mastery, StartHere, StreakCard, Totals } from './Sections';
import { RANGES, isNewStudent, localDigits, seriesFor, type RangeId } from './series';
import '../courses/courses.css';
import './dashboard.css';

function DashboardSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div data-testid="dashboard-loading">
      <p role="status" className="nibras-visually-hidden">
        {t('dashboard.loading')}
      </p>
      <div className="dashboard-grid" aria-hidden="true">
        <div className="dashboard-card dashboard-card--streak">
          <Skeleton active avatar title={{ width: '40%' }} paragraph={{ rows: 3 }} />
        </div>
        <div className="dashboard-card dashboard-card--totals">
          <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 4 }} />
        </div>
        {[0, 1, 2].map((i) => (
          <div key={i} className={i === 0 ? 'dashboard-card dashboard-card--wide' : 'dashboard-card'}>
            <Skeleton active title={{ width: '35%' }} paragraph={{ rows: 6 }} />
          </div>
        ))}
      </div>
    </div>
  );
}

function Activity({ data }: { data: Dashboard }) {
  const { t } = useTranslation('learning');
  const [range, setRange] = useState<RangeId>('4w');
  const series = useMemo(() => seriesFor(data, range), [data, range]);
  return (
    <section
      className="dashboard-activity"
      aria-labelledby="dashboard-activity-title"
      data-testid="dashboard-activity"
    >
      <header className="dashboard-section__header">
        <h2 id="dashboard-activity-title" className="dashboard-section__title">
          {t('dashboard.charts.title')}
        </h2>
        <Segmented<RangeId>
          aria-label={t('dashboard.charts.range.label')}
          value={range}
          onChange={setRange}
          options={RANGES.map((id) => ({
            value: id,
            label: <span data-testid={`dashboard-range-${id}`}>{t(`dashboard.charts.range.${id}`)}</span>,
          }))}
          data-testid="dashboard-range"
          data-range={range}
        />
      </header>
      <div className="dashboard-grid">
        <MinutesChart series={series} />
        <LessonsChart series={series} />
        <QuizChart series={series} />
      </div>
    </section>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('learning');
  const { api, locale, location } = useRemote();
  const learningStyle = useLearningStyle();
  const { token } = theme.useToken();
  const style = useMemo(
    () => ({ ...learningStyle, '--dashboard-warning': token.colorWarning }) as CSSProperties,
    [learningStyle, token.colorWarning],
  );
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(
    (signal: AbortSignal) => takePrefetched<Dashboard>('dashboard') ?? getDashboard(api, signal),
    [api],
  );
  const [loaded] = useLoaded(`dashboard#${attempt}`, load);

  usePageMeta({
    title: `${t('dashboard.title')} · ${t('common:app.name')}`,
    description: t('dashboard.description'),
    path: location.pathname,
    locale,
  });

  let period: ReactNode = null;
  let body: ReactNode;
  if (loaded.state === 'loading') {
    body = <DashboardSkeleton />;
  } else if (loaded.state === 'error') {
    body = (
      <section className="learning-error" role="alert" data-testid="dashboard-error">
        <h2 className="learning-error__title">{t('dashboard.error.title')}</h2>
        <p>{t('dashboard.error.body')}</p>
        <Button onClick={() => setAttempt((n) => n + 1)} data-testid="dashboard-retry">
          {t('common.retry')}
        </Button>
      </section>
    );
  } else {
    const { data } = loaded;
    const isNew = isNewStudent(data);
    period = (
      <p className="dashboard-period" data-testid="dashboard-period">
        <span className="dashboard-period__label">{t('dashboard.period')}</span>{' '}
        <span className="learning-tag learning-tag--read">
          {localDigits(textIn(data.period.title, locale), locale)}
        </span>
      </p>
    );
    body = (
      <>
        {isNew && <StartHere />}
        <div className="dashboard-grid">
          <StreakCard streak={data.streak} />
          <Totals totals={data.totals} place={data.place} />
        </div>
        {!isNew && <Activity data={data} />}
        <div className="dashboard-grid">
          <Mastery units={data.units} />
          <Badges badges={data.badges} />
          <div className="dashboard-review dashboard-card--wide" data-testid="dashboard-review">
            <ReviewPanel />
          </div>
        </div>
      </>
    );
  }

  return (
    <section
      className="learning-page dashboard-page"
      style={style}
      data-testid="page-learning-dashboard"
      aria-labelledby="dashboard-title"
    >
      <header className="learning-page__header dashboard-page__header">
        <div>
          <h1 id="dashboard-title" className="learning-page__title">
            {t('dashboard.title')}
          </h1>
          <p className="learning-page__description">{t('dashboard.description')}</p>
        </div>
        {period}
      </header>
      {body}
    </section>
  );
}

export default DashboardPage;
