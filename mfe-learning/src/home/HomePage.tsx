// /home, the signed-in start page (GET /home): continue learning (the lesson where the student
// left off), today's suggested step, the spaced-review cards due today (review/ReviewPanel,
// compact: its session opens in a dialog), the enrolled courses with their progress, and the
// recent conversations and files, each linking to its page. A new student (nothing enrolled,
// nothing to continue) sees how to start: pick a course. Skeletons while loading; an error with
// retry.
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Skeleton,
  SparklesIcon,
  relativeTimeLong,
  usePageMeta,
  useRemote,
  type Locale,
} from '@nibras/shared-ui';
import { Progress } from '@nibras/shared-ui/extra';
import {
  cataloguePath,
  coursePath,
  getHome,
  lessonCheckPath,
  lessonPath,
  type CourseSummary,
  type HomeData,
} from '../courses/api';
import { takePrefetched } from '../prefetch';
import { SectionCard } from '../courses/SectionCard';
import { formatNumber, formatPercent, percentOf, textIn } from '../courses/format';
import { useLearningStyle } from '../courses/style';
import { useLoaded } from '../courses/useLoaded';
import { BookOpenIcon, SubjectBadge, subjectLook } from '../courses/subjects';
import { ReviewPanel } from '../review/ReviewPanel';
import '../courses/courses.css';
import './home.css';

/** A titled card of this page. */
function Card(props: Omit<Parameters<typeof SectionCard>[0], 'block'>) {
  return <SectionCard block="home-card" {...props} />;
}

function ContinueCard({ data }: { data: NonNullable<HomeData['continue']> }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  return (
    <Card title={t('home.continue.title')} testId="home-continue" className="home-card--feature">
      <p className="home-continue__course" data-testid="home-continue-course">
        {textIn(data.courseTitle, locale)}
      </p>
      <p className="home-continue__lesson" data-testid="home-continue-lesson">
        {textIn(data.lessonTitle, locale)}
      </p>
      <Progress
        percent={percentOf(data.progress)}
        size="small"
        format={() => formatPercent(data.progress, locale)}
        aria-label={t('courses.card.progressLabel', { percent: formatPercent(data.progress, locale) })}
      />
      <Link to={lessonPath(data.lessonId)} className="learning-button-link" data-testid="home-continue-link">
        {t('home.continue.action')}
      </Link>
    </Card>
  );
}

/** Where a suggestion leads and what its button says. */
function suggestionTarget(suggestion: NonNullable<HomeData['suggestion']>): { to: string; action: string } {
  const { kind, courseId, lessonId } = suggestion;
  switch (kind) {
    case 'lesson':
      return lessonId
        ? { to: lessonPath(lessonId), action: 'home.suggestion.lesson.action' }
        : { to: courseId ? coursePath(courseId) : cataloguePath(), action: 'home.suggestion.lesson.action' };
    case 'check':
      return lessonId
        ? { to: lessonCheckPath(lessonId), action: 'home.suggestion.check.action' }
        : { to: '/quiz', action: 'home.suggestion.check.action' };
    case 'quiz':
      return {
        to: lessonId ? `/quiz?lesson=${encodeURIComponent(lessonId)}` : '/quiz',
        action: 'home.suggestion.quiz.action',
      };
    default:
      return {
        to: courseId ? coursePath(courseId) : cataloguePath(),
        action: 'home.suggestion.enrol.action',
      };
  }
}

function SuggestionCard({ suggestion }: { suggestion: NonNullable<HomeData['suggestion']> }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const kind = ['lesson', 'check', 'quiz', 'enrol'].includes(suggestion.kind) ? suggestion.kind : 'enrol';
  const target = suggestionTarget({ ...suggestion, kind });
  return (
    <Card title={t('home.suggestion.title')} testId="home-suggestion" className="home-card--suggestion">
      <p className="home-suggestion__kind">
        <SparklesIcon size={16} /> {t(`home.suggestion.${kind}.label`)}
      </p>
      <p className="home-suggestion__title" data-testid="home-suggestion-title">
        {textIn(suggestion.title, locale)}
      </p>
      <p className="home-suggestion__why">{t(`home.suggestion.${kind}.why`)}</p>
      <Link to={target.to} className="learning-button-link" data-testid="home-suggestion-link">
        {t(target.action)}
      </Link>
    </Card>
  );
}

function EnrolledCard({ courses }: { courses: CourseSummary[] }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <Card
      title={t('home.enrolled.title')}
      testId="home-enrolled"
      className="home-card--wide"
      action={
        <Link to={cataloguePath()} className="home-card__more">
          {t('home.enrolled.browse')}
        </Link>
      }
    >
      <ul className="home-courses">
        {courses.map((course) => (
          <li key={course.id} className="home-course" data-testid="home-course">
            <SubjectBadge subject={course.subject} size={36} />
            <div className="home-course__text">
              <Link to={coursePath(course.id)} className="home-course__title" data-testid="home-course-link">
                {textIn(course.title, locale)}
              </Link>
              <Progress
                percent={percentOf(course.progress)}
                size="small"
                showInfo={false}
                strokeColor={subjectLook(course.subject).color}
                aria-label={t('courses.card.progressLabel', {
                  percent: formatPercent(course.progress, locale),
                })}
              />
              <span className="home-course__progress" data-testid="home-course-progress">
                {t('common.progress.completed', {
                  count: course.writtenLessonCount,
                  done: n(course.completedLessons),
                  n: n(course.writtenLessonCount),
                })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Spaced review: the cards due today and the start button (the session opens in a dialog). */
function ReviewCardOnHome() {
  const { t } = useTranslation('learning');
  return (
    <Card title={t('home.review.title')} testId="home-review" className="home-card--review">
      <ReviewPanel compact />
    </Card>
  );
}

const ago = (iso: string, locale: Locale) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : relativeTimeLong(Math.floor(ms / 1000), locale);
};

function RecentConversations({ items }: { items: HomeData['recentConversations'] }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  return (
    <Card
      title={t('home.conversations.title')}
      testId="home-conversations"
      action={
        <Link to="/ai-engine" className="home-card__more">
          {t('home.conversations.new')}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="home-card__empty" data-testid="home-conversations-empty">
          {t('home.conversations.empty')}
        </p>
      ) : (
        <ul className="home-list">
          {items.map((item) => (
            <li key={item._id} className="home-list__item" data-testid="home-conversation">
              <Link to={`/ai-engine/conversation/${encodeURIComponent(item._id)}`} dir="auto">
                {item.title || t('home.conversations.untitled')}
              </Link>
              <span className="home-list__meta">{ago(item.updatedAt, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const FILE_STATUSES = ['ready', 'queued', 'processing', 'failed'];

function RecentFiles({ items }: { items: HomeData['recentFiles'] }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  return (
    <Card
      title={t('home.files.title')}
      testId="home-files"
      action={
        <Link to="/uploaded-materials" className="home-card__more">
          {t('home.files.all')}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="home-card__empty" data-testid="home-files-empty">
          {t('home.files.empty')}
        </p>
      ) : (
        <ul className="home-list">
          {items.map((item) => (
            <li key={item._id} className="home-list__item" data-testid="home-file">
              <Link to={`/ai-engine?file=${encodeURIComponent(item._id)}`} dir="auto">
                {item.name}
              </Link>
              <span className="home-list__meta">
                {FILE_STATUSES.includes(item.status) && item.status !== 'ready' && (
                  <span
                    className={`learning-tag learning-tag--${item.status === 'failed' ? 'danger' : 'muted'}`}
                  >
                    {t(`home.files.status.${item.status}`)}
                  </span>
                )}{' '}
                {ago(item.updatedAt, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function StartHere() {
  const { t } = useTranslation('learning');
  const steps = ['pick', 'enrol', 'read'] as const;
  return (
    <section
      className="learning-empty home-start"
      data-testid="home-start"
      aria-labelledby="home-start-title"
    >
      <span className="learning-empty__icon" aria-hidden="true">
        <BookOpenIcon size={34} />
      </span>
      <h2 id="home-start-title" className="learning-empty__title">
        {t('home.start.title')}
      </h2>
      <p className="learning-empty__body">{t('home.start.body')}</p>
      <ol className="learning-empty__steps">
        {steps.map((step) => (
          <li key={step}>{t(`home.start.steps.${step}`)}</li>
        ))}
      </ol>
      <div className="learning-empty__actions">
        <Link to={cataloguePath()} className="learning-button-link" data-testid="home-start-link">
          {t('home.start.action')}
        </Link>
      </div>
    </section>
  );
}

function HomeSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div data-testid="home-loading">
      <p role="status" className="nibras-visually-hidden">
        {t('home.loading')}
      </p>
      <div className="home-grid" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="home-card">
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation('learning');
  const { api, locale, location, session } = useRemote();
  const style = useLearningStyle();
  const [attempt, setAttempt] = useState(0);
  const loadHome = useCallback(
    (signal: AbortSignal) => takePrefetched<HomeData>('home') ?? getHome(api, signal),
    [api],
  );
  const [load] = useLoaded(`home#${attempt}`, loadHome);
  const name = session.getState().user?.username?.trim().split(/\s+/)[0] ?? '';

  usePageMeta({
    title: `${t('home.title')} · ${t('common:app.name')}`,
    description: t('home.description'),
    path: location.pathname,
    locale,
  });

  let body: ReactNode;
  if (load.state === 'loading') {
    body = <HomeSkeleton />;
  } else if (load.state === 'error') {
    body = (
      <section className="learning-error" role="alert" data-testid="home-error">
        <h2 className="learning-error__title">{t('home.error.title')}</h2>
        <p>{t('home.error.body')}</p>
        <Button onClick={() => setAttempt((n) => n + 1)} data-testid="home-retry">
          {t('common.retry')}
        </Button>
      </section>
    );
  } else {
    const { data } = load;
    const isNew = !data.continue && data.enrolled.length === 0;
    body = (
      <>
        {isNew && <StartHere />}
        <div className="home-grid">
          {data.continue && <ContinueCard data={data.continue} />}
          {data.suggestion && !isNew && <SuggestionCard suggestion={data.suggestion} />}
          <ReviewCardOnHome />
          {data.enrolled.length > 0 && <EnrolledCard courses={data.enrolled} />}
          <RecentConversations items={data.recentConversations} />
          <RecentFiles items={data.recentFiles} />
        </div>
      </>
    );
  }

  return (
    <section
      className="learning-page home-page"
      style={style}
      data-testid="page-learning-home"
      aria-labelledby="home-title"
    >
      <header className="learning-page__header">
        <h1 id="home-title" className="learning-page__title">
          {t('home.title')}
        </h1>
        <p className="learning-page__description" data-testid="home-greeting">
          {name ? t('home.greeting', { name: `\u2068${name}\u2069` }) : t('home.description')}
        </p>
      </header>
      {body}
    </section>
  );
}

export default HomePage;
