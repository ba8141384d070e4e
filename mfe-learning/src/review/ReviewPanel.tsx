// The spaced-review panel (GET /review/queue): how many cards are due now and how many of them
// are new, "Start review", then the session (ReviewSession) and its summary (cards reviewed, how
// many to see again, when the next card is due, more to review if any). With nothing due, an
// empty state that teaches where cards come from and says when the next one is due. Skeleton
// while loading; an error with retry.
//
// `compact` (the start page): only "Reviews due today: n" and the start button, meant to sit in a
// titled card; the session opens in a dialog (focus stays inside it, Escape closes it, focus comes
// back to the card). The full panel (the dashboard) has its own heading and runs the session in
// place.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, useRemote } from '@nibras/shared-ui';
import { Modal } from '@nibras/shared-ui/extra';
import { formatNumber } from '../courses/format';
import { useLearningStyle } from '../courses/style';
import { useLoaded, type Loaded } from '../courses/useLoaded';
import { takePrefetched } from '../prefetch';
import { dueToday, getReviewQueue, type ReviewCard, type ReviewCounts, type ReviewQueue } from './api';
import { formatDueIn } from './format';
import { focusSoon } from './focus';
import type { SessionTally } from './ReviewSession';
import '../courses/courses.css';
import './review.css';

// The session (Markdown, math) loads when a session starts: the start page's card stays light.
const ReviewSession = lazy(() => import('./ReviewSession').then((m) => ({ default: m.ReviewSession })));

type Step =
  | { kind: 'overview' }
  | { kind: 'session'; run: number; cards: ReviewCard[]; counts: ReviewCounts }
  | { kind: 'summary'; tally: SessionTally };

/** Stacked cards: the review's mark. */
function CardsIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="7" width="14" height="14" rx="2" />
      <path d="M7 3h12a2 2 0 0 1 2 2v12" />
      <path d="m7 14 2.5 2.5L14 12" />
    </svg>
  );
}

function ReviewSkeleton({ compact }: { compact: boolean }) {
  const { t } = useTranslation('learning');
  return (
    <div className="review-loading" data-testid="review-loading">
      <p role="status" className="nibras-visually-hidden">
        {t('review.loading')}
      </p>
      <div aria-hidden="true">
        <Skeleton active title={{ width: '55%' }} paragraph={{ rows: compact ? 1 : 2 }} />
        <Skeleton.Button active />
      </div>
    </div>
  );
}

function ReviewError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('learning');
  return (
    <div className="learning-error review-error" role="alert" data-testid="review-error">
      <h3 className="learning-error__title">{t('review.error.title')}</h3>
      <p>{t('review.error.body')}</p>
      <Button onClick={onRetry} data-testid="review-retry">
        {t('common.retry')}
      </Button>
    </div>
  );
}

function NextDue({ iso, testId }: { iso: string | null; testId: string }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  if (!iso) return null;
  return (
    <p className="review-next" data-testid={testId}>
      {t('review.empty.nextDue', { when: formatDueIn(iso, locale) })}
    </p>
  );
}

/**
 * Nothing due: when the next card is due, and (no cards yet) where cards come from. Compact: the
 * start page's card line ("No reviews due today") instead of a heading.
 */
function ReviewEmpty({
  queue,
  compact,
  statusRef,
}: {
  queue: ReviewQueue;
  compact: boolean;
  statusRef: RefObject<HTMLParagraphElement | null>;
}) {
  const { t } = useTranslation('learning');
  const titleId = useId();
  const hasCards = queue.counts.total > 0;
  const how = !hasCards && (
    <>
      <p className="review-empty__how">{t('review.empty.how')}</p>
      <ul className="learning-empty__steps" data-testid="review-empty-steps">
        {(['saved', 'quiz', 'schedule'] as const).map((step) => (
          <li key={step}>{t(`review.empty.steps.${step}`)}</li>
        ))}
      </ul>
      <div className="learning-empty__actions">
        <Link to="/ai-engine" className="learning-button-link" data-testid="review-empty-tutor">
          {t('review.empty.tutor')}
        </Link>
        <Link
          to="/quiz"
          className="learning-button-link learning-button-link--quiet"
          data-testid="review-empty-quiz"
        >
          {t('review.empty.quiz')}
        </Link>
      </div>
    </>
  );
  if (compact)
    return (
      <div
        className="review-empty review-empty--compact"
        data-testid="review-empty"
        data-has-cards={hasCards}
      >
        <p className="review-compact__due" ref={statusRef} tabIndex={-1} data-testid="review-due">
          <CardsIcon size={22} /> {t('review.compact.due', { count: 0, n: '0' })}
        </p>
        {hasCards && <p className="review-empty__body">{t('review.empty.caughtUpBody')}</p>}
        <NextDue iso={queue.nextDue} testId="review-next-due" />
        {how}
      </div>
    );
  return (
    <section
      className="learning-empty review-empty"
      aria-labelledby={titleId}
      data-testid="review-empty"
      data-has-cards={hasCards}
    >
      <span className="learning-empty__icon" aria-hidden="true">
        <CardsIcon size={30} />
      </span>
      <h3 id={titleId} className="learning-empty__title" data-testid="review-empty-title">
        {t(hasCards ? 'review.empty.caughtUp' : 'review.empty.noCards')}
      </h3>
      {hasCards && <p className="learning-empty__body">{t('review.empty.caughtUpBody')}</p>}
      <NextDue iso={queue.nextDue} testId="review-next-due" />
      {how}
    </section>
  );
}

function ReviewSummary({
  tally,
  queue,
  onMore,
  onDone,
}: {
  tally: SessionTally;
  /** The queue read again after the session (next due, more to review). */
  queue: Loaded<ReviewQueue>;
  onMore: (queue: ReviewQueue) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const n = (value: number) => formatNumber(value, locale);
  useEffect(() => focusSoon(headingRef.current), []);
  return (
    <section className="review-summary" aria-labelledby={headingId} data-testid="review-summary">
      <span className="review-summary__icon" aria-hidden="true">
        <CardsIcon size={28} />
      </span>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="review-summary__title">
        {t('review.summary.title')}
      </h3>
      <p className="review-summary__line" data-testid="review-summary-reviewed">
        {t('review.summary.reviewed', { count: tally.reviewed, n: n(tally.reviewed) })}
      </p>
      {tally.reviewed > 0 && (
        <p className="review-summary__line" data-testid="review-summary-again">
          {t('review.summary.again', { count: tally.again, n: n(tally.again) })}
        </p>
      )}
      {queue.state === 'loading' && (
        <div aria-hidden="true" data-testid="review-summary-loading">
          <Skeleton active title={false} paragraph={{ rows: 1, width: '60%' }} />
        </div>
      )}
      {queue.state === 'ready' && queue.data.cards.length === 0 && (
        <p className="review-summary__line" data-testid="review-summary-next">
          {queue.data.nextDue
            ? t('review.summary.nextDue', { when: formatDueIn(queue.data.nextDue, locale) })
            : t('review.summary.nothingScheduled')}
        </p>
      )}
      <div className="review-summary__actions">
        {queue.state === 'ready' && queue.data.cards.length > 0 && (
          <Button type="primary" onClick={() => onMore(queue.data)} data-testid="review-more">
            {t('review.summary.more', { count: queue.data.cards.length, n: n(queue.data.cards.length) })}
          </Button>
        )}
        <Button onClick={onDone} data-testid="review-done">
          {t('review.summary.done')}
        </Button>
      </div>
    </section>
  );
}

/** The counts and the start button of a loaded queue with cards to review. */
function ReviewOverview({
  queue,
  compact,
  onStart,
  statusRef,
  startRef,
}: {
  queue: ReviewQueue;
  compact: boolean;
  onStart: () => void;
  statusRef: RefObject<HTMLParagraphElement | null>;
  startRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const n = (value: number) => formatNumber(value, locale);
  const due = dueToday(queue);
  if (compact)
    return (
      <div className="review-compact">
        <p className="review-compact__due" ref={statusRef} tabIndex={-1} data-testid="review-due">
          <CardsIcon size={22} /> {t('review.compact.due', { count: due, n: n(due) })}
        </p>
        <p className="review-compact__new" data-testid="review-new">
          {t('review.compact.new', { count: queue.counts.new, n: n(queue.counts.new) })}
        </p>
        <Button
          ref={startRef}
          type="primary"
          onClick={onStart}
          data-testid="review-start"
          aria-haspopup="dialog"
        >
          {t('review.start')}
        </Button>
      </div>
    );
  const stats: Array<[string, number]> = [
    ['due', due],
    ['new', queue.counts.new],
    ['total', queue.counts.total],
  ];
  return (
    <div className="review-overview">
      <dl className="review-stats" aria-label={t('review.stats.label')}>
        {stats.map(([key, value]) => (
          <div key={key} className={`review-stat review-stat--${key}`} data-testid={`review-stat-${key}`}>
            <dt>{t(`review.stats.${key}`)}</dt>
            <dd>{n(value)}</dd>
          </div>
        ))}
      </dl>
      <Button ref={startRef} type="primary" size="large" onClick={onStart} data-testid="review-start">
        {t('review.startCount', { count: queue.cards.length, n: n(queue.cards.length) })}
      </Button>
    </div>
  );
}

export function ReviewPanel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('learning');
  const { api } = useRemote();
  const style = useLearningStyle();
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>({ kind: 'overview' });
  const runs = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const headingId = useId();
  const loadQueue = useCallback(
    (signal: AbortSignal) => takePrefetched<ReviewQueue>('review') ?? getReviewQueue(api, signal),
    [api],
  );
  const [load] = useLoaded(`review#${attempt}`, loadQueue);
  const reload = () => setAttempt((value) => value + 1);

  const start = (queue: ReviewQueue) => {
    runs.current += 1;
    setStep({ kind: 'session', run: runs.current, cards: queue.cards, counts: queue.counts });
  };
  const finish = (tally: SessionTally) => {
    setStep({ kind: 'summary', tally });
    reload();
  };
  const backToOverview = () => {
    if (step.kind === 'session') reload();
    setStep({ kind: 'overview' });
    refocus.current = true;
  };

  // Back from a session, focus lands on the panel (the session's controls are gone): the full
  // panel's heading; the compact card's start button, or its line when nothing is left to review.
  useEffect(() => {
    if (!refocus.current || step.kind !== 'overview' || load.state === 'loading') return;
    refocus.current = false;
    const target = compact ? (startRef.current ?? statusRef.current) : headingRef.current;
    target?.focus();
  }, [step.kind, load.state, compact]);

  let inner: ReactNode;
  if (step.kind === 'session')
    inner = (
      <Suspense fallback={<ReviewSkeleton compact={false} />}>
        <ReviewSession key={step.run} cards={step.cards} counts={step.counts} onFinish={finish} />
      </Suspense>
    );
  else if (step.kind === 'summary')
    inner = <ReviewSummary tally={step.tally} queue={load} onMore={start} onDone={backToOverview} />;

  let overview: ReactNode;
  if (load.state === 'loading') overview = <ReviewSkeleton compact={compact} />;
  else if (load.state === 'error') overview = <ReviewError onRetry={reload} />;
  else if (load.data.cards.length === 0)
    overview = <ReviewEmpty queue={load.data} compact={compact} statusRef={statusRef} />;
  else
    overview = (
      <ReviewOverview
        queue={load.data}
        compact={compact}
        statusRef={statusRef}
        startRef={startRef}
        onStart={() => start(load.data)}
      />
    );

  if (compact)
    return (
      <div className="review-panel review-panel--compact" style={style} data-testid="review-panel">
        {overview}
        <Modal
          open={step.kind !== 'overview'}
          title={t('review.compact.dialogTitle')}
          onCancel={backToOverview}
          footer={null}
          width={760}
          mask={{ closable: false }}
          destroyOnHidden
        >
          <div className="review-panel review-dialog" style={style} data-testid="review-dialog">
            {inner}
          </div>
        </Modal>
      </div>
    );

  return (
    <section className="review-panel" style={style} aria-labelledby={headingId} data-testid="review-panel">
      <header className="review-panel__header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="review-panel__title">
          <CardsIcon size={22} /> {t('review.title')}
        </h2>
        <p className="review-panel__description">{t('review.description')}</p>
      </header>
      {step.kind === 'overview' ? overview : inner}
    </section>
  );
}

export default ReviewPanel;
