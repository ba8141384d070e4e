// /leaderboard (GET /leaderboard): the students with the most points in a semester or an academic
// year. A segmented control switches Semester / Year, a select picks one of the view's periods
// (the current one by default), "How points work" explains the points. The board shows the top
// 10 with medals for 1-3, the student's own row highlighted, and, when they are further down, a
// "…" then their neighbours and their row. Notes say where the student stands: their place, not
// on the board yet, shown as an anonymous student, or off the board (left it, with the way back
// in settings). An empty board teaches how to get on it. Skeleton while loading; error with retry.
import { useCallback, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, defineIcon, Skeleton, useMediaQuery, usePageMeta, useRemote } from '@nibras/shared-ui';
import { Modal, Segmented } from '@nibras/shared-ui/extra';
import { cataloguePath } from '../courses/api';
import { takePrefetched } from '../prefetch';
import { useLearningStyle } from '../courses/style';
import { useLoaded } from '../courses/useLoaded';
import {
  formatNumber,
  formatPeriodRange,
  formatScore,
  getLeaderboard,
  LEADERBOARD_SETTINGS_PATH,
  periodTitle,
  type Leaderboard,
  type LeaderboardView,
} from './api';
import { BoardList, BoardTable, FlameIcon } from './Board';
import '../courses/courses.css';
import './leaderboard.css';

const PHONE_QUERY = '(max-width: 575px)';
const VIEWS: readonly LeaderboardView[] = ['semester', 'year'];

const TrophyIcon = defineIcon(
  <>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </>,
  { size: 34 },
);

const RULES = ['lesson', 'quiz', 'review', 'time', 'streak'] as const;

function PointsHelp() {
  const { t } = useTranslation('learning');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="lb-help"
        className="lb-help-button"
      >
        {t('leaderboard.help.button')}
      </Button>
      <Modal
        open={open}
        title={t('leaderboard.help.title')}
        onCancel={() => setOpen(false)}
        centered
        width={480}
        footer={[
          <Button key="close" type="primary" onClick={() => setOpen(false)} data-testid="lb-help-close">
            {t('leaderboard.help.close')}
          </Button>,
        ]}
      >
        <div className="lb-help" data-testid="lb-help-body">
          <p>{t('leaderboard.help.intro')}</p>
          <ul className="lb-help__rules">
            {RULES.map((rule) => (
              <li key={rule} data-testid="lb-help-rule">
                {t(`leaderboard.help.rules.${rule}`)}
              </li>
            ))}
          </ul>
          <p>{t('leaderboard.help.ties')}</p>
          <p>{t('leaderboard.help.periods')}</p>
        </div>
      </Modal>
    </>
  );
}

function Toolbar({
  view,
  onView,
  board,
  period,
  onPeriod,
}: {
  view: LeaderboardView;
  onView(view: LeaderboardView): void;
  board: Leaderboard | null;
  period: string;
  onPeriod(period: string): void;
}) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const selectId = useId();
  const periods = board && board.view === view ? board.periods : [];
  const selected = period || board?.period.id || '';
  return (
    <div className="lb-toolbar" data-testid="lb-toolbar">
      <Segmented<LeaderboardView>
        aria-label={t('leaderboard.view.label')}
        name="leaderboard-view"
        value={view}
        onChange={onView}
        options={VIEWS.map((v) => ({ value: v, label: t(`leaderboard.view.${v}`) }))}
        data-testid="lb-view"
      />
      {periods.length > 0 && (
        <div className="lb-period">
          <label htmlFor={selectId} className="lb-period__label">
            {t('leaderboard.period.label')}
          </label>
          <select
            id={selectId}
            className="lb-select"
            value={selected}
            onChange={(event) => onPeriod(event.target.value)}
            data-testid="lb-period"
          >
            {periods.map((p) => (
              <option key={p.id} value={p.id}>
                {p.current
                  ? t('leaderboard.period.current', { title: periodTitle(p, locale) })
                  : periodTitle(p, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      <PointsHelp />
    </div>
  );
}

function BoardSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div data-testid="lb-loading" className="lb-skeleton">
      <p role="status" className="nibras-visually-hidden">
        {t('leaderboard.loading')}
      </p>
      <div aria-hidden="true">
        <Skeleton active title={{ width: '30%' }} paragraph={{ rows: 8 }} />
      </div>
    </div>
  );
}

function Note({ children, testId, tone = 'info' }: { children: ReactNode; testId: string; tone?: string }) {
  return (
    <div className={`lb-note lb-note--${tone}`} data-testid={testId}>
      {children}
    </div>
  );
}

/** Where the student stands on this board. */
function StandingNote({ board }: { board: Leaderboard }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  if (board.visibility === 'hidden') {
    return (
      <section className="lb-note lb-note--left" aria-labelledby="lb-left-title" data-testid="lb-left">
        <h2 id="lb-left-title" className="lb-note__title">
          {t('leaderboard.hidden.title')}
        </h2>
        <p className="lb-note__body">{t('leaderboard.hidden.body')}</p>
        <Link to={LEADERBOARD_SETTINGS_PATH} className="learning-button-link" data-testid="lb-rejoin">
          {t('leaderboard.hidden.action')}
        </Link>
      </section>
    );
  }
  const lines: ReactNode[] = [];
  if (board.me) {
    lines.push(
      <p key="place" className="lb-note__line lb-note__line--strong" data-testid="lb-my-place">
        <FlameIcon size={16} />{' '}
        {t('leaderboard.summary.place', {
          place: formatNumber(board.me.place, locale),
          points: t('leaderboard.points', {
            count: board.me.score,
            n: formatScore(board.me.score, locale),
          }),
        })}
      </p>,
    );
  } else if (board.top.length > 0 && board.period.current) {
    lines.push(
      <p key="not-yet" className="lb-note__line" data-testid="lb-not-yet">
        {t('leaderboard.summary.notYet')}
      </p>,
    );
  }
  if (board.visibility === 'anonymous') {
    lines.push(
      <p key="anonymous" className="lb-note__line" data-testid="lb-anonymous-note">
        {t('leaderboard.summary.anonymous')}
      </p>,
    );
  }
  return lines.length > 0 ? <Note testId="lb-standing">{lines}</Note> : null;
}

function EmptyBoard({ board, onCurrent }: { board: Leaderboard; onCurrent(): void }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const period = periodTitle(board.period, locale);
  if (!board.period.current) {
    return (
      <section className="learning-empty" aria-labelledby="lb-empty-title" data-testid="lb-empty">
        <span className="learning-empty__icon" aria-hidden="true">
          <TrophyIcon />
        </span>
        <h2 id="lb-empty-title" className="learning-empty__title">
          {t('leaderboard.empty.pastTitle')}
        </h2>
        <p className="learning-empty__body">{t('leaderboard.empty.pastBody', { period })}</p>
        <div className="learning-empty__actions">
          <Button onClick={onCurrent} data-testid="lb-empty-current">
            {t('leaderboard.empty.pastAction')}
          </Button>
        </div>
      </section>
    );
  }
  const steps = ['lesson', 'quiz', 'streak'] as const;
  return (
    <section className="learning-empty" aria-labelledby="lb-empty-title" data-testid="lb-empty">
      <span className="learning-empty__icon" aria-hidden="true">
        <TrophyIcon />
      </span>
      <h2 id="lb-empty-title" className="learning-empty__title">
        {t('leaderboard.empty.title')}
      </h2>
      <p className="learning-empty__body">{t('leaderboard.empty.body', { period })}</p>
      <ol className="learning-empty__steps">
        {steps.map((step) => (
          <li key={step}>{t(`leaderboard.empty.steps.${step}`)}</li>
        ))}
      </ol>
      <div className="learning-empty__actions">
        <Link to={cataloguePath()} className="learning-button-link" data-testid="lb-empty-link">
          {t('leaderboard.empty.action')}
        </Link>
      </div>
    </section>
  );
}

function PrivacyNote() {
  const { t } = useTranslation('learning');
  return (
    <p className="lb-privacy" data-testid="lb-privacy">
      {t('leaderboard.summary.privacy')}{' '}
      <Link to={LEADERBOARD_SETTINGS_PATH} data-testid="lb-privacy-link">
        {t('leaderboard.summary.privacyLink')}
      </Link>
    </p>
  );
}

function BoardView({ board, onCurrent }: { board: Leaderboard; onCurrent(): void }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const phone = useMediaQuery(PHONE_QUERY);
  const title = periodTitle(board.period, locale);
  const range = formatPeriodRange(board.period, locale);
  const caption = t('leaderboard.caption', { period: title });
  return (
    <>
      <div className="lb-meta">
        <h2 className="lb-meta__title" data-testid="lb-period-title">
          {title}
        </h2>
        {range && (
          <span className="lb-meta__range" data-testid="lb-range">
            {range}
          </span>
        )}
        <span className="lb-meta__count" data-testid="lb-participants">
          {t('leaderboard.participants', {
            count: board.participants,
            n: formatNumber(board.participants, locale),
          })}
        </span>
      </div>
      <StandingNote board={board} />
      {board.top.length === 0 ? (
        <EmptyBoard board={board} onCurrent={onCurrent} />
      ) : phone ? (
        <BoardList board={board} caption={caption} />
      ) : (
        <BoardTable board={board} caption={caption} />
      )}
      <PrivacyNote />
    </>
  );
}

export function LeaderboardPage() {
  const { t } = useTranslation('learning');
  const { api, locale, location } = useRemote();
  const style = useLearningStyle();
  const [view, setView] = useState<LeaderboardView>('semester');
  const [period, setPeriod] = useState('');
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(
    (signal: AbortSignal) =>
      // The remote's preload asked for the default board (pages.ts): the first load takes it.
      (view === 'semester' && period === '' ? takePrefetched<Leaderboard>('leaderboard') : undefined) ??
      getLeaderboard(api, { view, period }, signal),
    [api, view, period],
  );
  const [loaded] = useLoaded(`leaderboard#${view}#${period}#${attempt}`, load);
  // The toolbar keeps the last answer's periods while the next one loads.
  const [last, setLast] = useState<Leaderboard | null>(null);
  if (loaded.state === 'ready' && loaded.data !== last) setLast(loaded.data);

  usePageMeta({
    title: `${t('leaderboard.title')} · ${t('common:app.name')}`,
    description: t('leaderboard.description'),
    path: location.pathname,
    locale,
  });

  const changeView = (next: LeaderboardView) => {
    setView(next);
    setPeriod('');
  };

  let body: ReactNode;
  if (loaded.state === 'loading') {
    body = <BoardSkeleton />;
  } else if (loaded.state === 'error') {
    body = (
      <section className="learning-error" role="alert" data-testid="lb-error">
        <h2 className="learning-error__title">{t('leaderboard.error.title')}</h2>
        <p>{t('leaderboard.error.body')}</p>
        <Button onClick={() => setAttempt((n) => n + 1)} data-testid="lb-retry">
          {t('common.retry')}
        </Button>
      </section>
    );
  } else {
    body = <BoardView board={loaded.data} onCurrent={() => setPeriod('')} />;
  }

  return (
    <section
      className="learning-page lb-page"
      style={style}
      data-testid="page-learning-leaderboard"
      aria-labelledby="lb-title"
    >
      <header className="learning-page__header">
        <h1 id="lb-title" className="learning-page__title">
          {t('leaderboard.title')}
        </h1>
        <p className="learning-page__description">{t('leaderboard.description')}</p>
      </header>
      <Toolbar view={view} onView={changeView} board={last} period={period} onPeriod={setPeriod} />
      <div className="lb-body" aria-busy={loaded.state === 'loading'}>
        {body}
      </div>
    </section>
  );
}

export default LeaderboardPage;
