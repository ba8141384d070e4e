// /courses/:courseId/lessons/:lessonId: a lesson (GET /lessons/{lessonId}; the route takes the
// lesson's own id, `u1-l1`, or its full id). Its sections as Markdown with math, the key terms as a
// bilingual glossary, the worked example step by step, a table of contents, and at the end: "Mark
// as read" (POST /lessons/{lessonId}/read, sent by itself when the end of the lesson comes into
// view, or with the button), the lesson check (/quiz?lesson-check=<id>), "Ask the tutor about this
// lesson" (/courses/ai?lesson=<id>) and the previous and next lessons. While it is open, active
// study time is reported (useActiveTime). `#section=<id>` in the address opens it at that section.
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  CheckCircleIcon,
  ClockIcon,
  defineIcon,
  GENERIC_ERROR,
  Skeleton,
  SparklesIcon,
  toast,
  usePageMeta,
  useRemote,
} from '@nibras/shared-ui';
import {
  cataloguePath,
  coursePath,
  fullLessonId,
  getLesson,
  lessonCheckPath,
  lessonPath,
  lessonTutorPath,
  markLessonRead,
  type Lesson,
  type LessonLink,
  type LessonProgress,
} from './api';
import { Breadcrumbs } from './Breadcrumbs';
import { formatNumber, otherLocale, textIn } from './format';
import { LessonMarkdown } from './LessonMarkdown';
import { useLearningStyle } from './style';
import { useActiveTime } from './useActiveTime';
import { useLoaded } from './useLoaded';
import './courses.css';

/** Arrows that point the reading way: mirrored in right-to-left text. */
const ForwardIcon = defineIcon(<path d="M5 12h14M13 6l6 6-6 6" />, { mirrored: true });
const BackIcon = defineIcon(<path d="M19 12H5M11 6l-6 6 6 6" />, { mirrored: true });

/** The element id of a part of the lesson (a section id, `terms`, `example`, `finish`). */
export const anchorId = (part: string) => `lesson-${part}`;

/** The section a location hash points at: `#section=s2` (the tutor's citations) or `#s2`. */
export function sectionFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  const value = raw.startsWith('section=') ? raw.slice('section='.length) : raw;
  try {
    return decodeURIComponent(value) || null;
  } catch {
    return null;
  }
}

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Scrolls to a part of the lesson and moves the focus to its heading. */
function goTo(part: string): boolean {
  const target = document.getElementById(anchorId(part));
  if (!target) return false;
  target.scrollIntoView?.({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const heading = target.matches('h2, h3') ? target : target.querySelector<HTMLElement>('h2, h3');
  heading?.focus({ preventScroll: true });
  return true;
}

function TableOfContents({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const entries = [
    ...lesson.sections.map((s) => ({ part: s.id, label: textIn(s.heading, locale) })),
    ...(lesson.keyTerms.length > 0 ? [{ part: 'terms', label: t('courses.lesson.keyTerms') }] : []),
    ...(lesson.workedExample ? [{ part: 'example', label: t('courses.lesson.example.title') }] : []),
    { part: 'finish', label: t('courses.lesson.finish.title') },
  ];
  const follow = (event: MouseEvent<HTMLAnchorElement>, part: string) => {
    if (goTo(part)) event.preventDefault();
  };
  return (
    <nav className="lesson-toc" aria-labelledby="lesson-toc-title" data-testid="lesson-toc">
      <h2 id="lesson-toc-title" className="lesson-toc__title">
        {t('courses.lesson.toc')}
      </h2>
      <ol className="lesson-toc__list">
        {entries.map((entry) => (
          <li key={entry.part}>
            <a href={`#section=${entry.part}`} onClick={(event) => follow(event, entry.part)}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function KeyTerms({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const other = otherLocale(locale);
  return (
    <section className="lesson-part" aria-labelledby={anchorId('terms')} data-testid="lesson-terms">
      <h2 id={anchorId('terms')} className="lesson-part__title" tabIndex={-1}>
        {t('courses.lesson.keyTerms')}
      </h2>
      <dl className="glossary">
        {lesson.keyTerms.map((entry) => (
          <div key={entry.term.en} className="glossary__entry" data-testid="glossary-entry">
            <dt className="glossary__term">
              <span data-testid="glossary-term">{textIn(entry.term, locale)}</span>
              <span className="glossary__other" lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
                {entry.term[other]}
              </span>
            </dt>
            <dd className="glossary__definition">
              <LessonMarkdown text={textIn(entry.definition, locale)} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function WorkedExample({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const example = lesson.workedExample;
  if (!example) return null;
  return (
    <section
      className="lesson-part worked-example"
      aria-labelledby={anchorId('example')}
      data-testid="lesson-example"
    >
      <h2 id={anchorId('example')} className="lesson-part__title" tabIndex={-1}>
        {t('courses.lesson.example.title')}
      </h2>
      <div className="worked-example__problem">
        <h3 className="worked-example__label">{t('courses.lesson.example.problem')}</h3>
        <LessonMarkdown text={textIn(example.problem, locale)} />
      </div>
      <h3 className="worked-example__label">{t('courses.lesson.example.steps')}</h3>
      <ol className="worked-example__steps" data-testid="example-steps">
        {example.steps.map((step, index) => (
          <li key={index} className="worked-example__step">
            <span className="worked-example__step-number" aria-hidden="true">
              {formatNumber(index + 1, locale)}
            </span>
            <LessonMarkdown text={textIn(step, locale)} />
          </li>
        ))}
      </ol>
      <div className="worked-example__answer" data-testid="example-answer">
        <h3 className="worked-example__label">{t('courses.lesson.example.answer')}</h3>
        <LessonMarkdown text={textIn(example.answer, locale)} />
      </div>
    </section>
  );
}

function Finish({
  lesson,
  progress,
  marking,
  onMarkRead,
}: {
  lesson: Lesson;
  progress: LessonProgress;
  marking: boolean;
  onMarkRead(): void;
}) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <section
      className="lesson-part lesson-finish"
      aria-labelledby={anchorId('finish')}
      data-testid="lesson-finish"
    >
      <h2 id={anchorId('finish')} className="lesson-part__title" tabIndex={-1}>
        {t('courses.lesson.finish.title')}
      </h2>
      <div className="lesson-finish__grid">
        <div className="lesson-finish__card" data-testid="lesson-read">
          <h3 className="lesson-finish__card-title">{t('courses.lesson.finish.readTitle')}</h3>
          <div role="status" className="lesson-finish__status">
            {progress.read ? (
              <span className="learning-tag learning-tag--success" data-testid="lesson-read-done">
                <CheckCircleIcon size={14} /> {t('courses.lesson.finish.readDone')}
              </span>
            ) : null}
          </div>
          {!progress.read && (
            <>
              <p>{t('courses.lesson.finish.readBody')}</p>
              <Button type="primary" loading={marking} onClick={onMarkRead} data-testid="lesson-mark-read">
                {t('courses.lesson.finish.markRead')}
              </Button>
            </>
          )}
        </div>
        <div className="lesson-finish__card" data-testid="lesson-check">
          <h3 className="lesson-finish__card-title">{t('courses.lesson.finish.checkTitle')}</h3>
          <p>
            {t('courses.lesson.finish.checkBody', {
              count: Math.min(5, lesson.questionCount),
              n: n(Math.min(5, lesson.questionCount)),
              pass: n(60),
            })}
          </p>
          {progress.checkPassed && progress.bestCheckPercent != null && (
            <p className="learning-tag learning-tag--success" data-testid="lesson-check-passed">
              {t('courses.lesson.finish.checkPassed', { percent: n(Math.round(progress.bestCheckPercent)) })}
            </p>
          )}
          {!progress.checkPassed && progress.bestCheckPercent != null && (
            <p className="lesson-finish__note" data-testid="lesson-check-best">
              {t('courses.lesson.finish.checkBest', { percent: n(Math.round(progress.bestCheckPercent)) })}
            </p>
          )}
          <Link
            to={lessonCheckPath(lesson.id)}
            className="learning-button-link"
            data-testid="lesson-check-link"
          >
            {progress.checkPassed
              ? t('courses.lesson.finish.checkAgain')
              : t('courses.lesson.finish.checkStart')}
          </Link>
        </div>
        <div className="lesson-finish__card" data-testid="lesson-tutor">
          <h3 className="lesson-finish__card-title">{t('courses.lesson.finish.tutorTitle')}</h3>
          <p>{t('courses.lesson.finish.tutorBody')}</p>
          <Link
            to={lessonTutorPath(lesson.id)}
            className="learning-button-link learning-button-link--quiet"
            data-testid="lesson-tutor-link"
          >
            <SparklesIcon size={16} /> {t('courses.lesson.askTutor')}
          </Link>
        </div>
      </div>
      {progress.completed && (
        <p className="lesson-finish__completed" data-testid="lesson-completed">
          <CheckCircleIcon size={18} /> {t('courses.lesson.finish.completed')}
        </p>
      )}
    </section>
  );
}

function Neighbours({ previous, next }: { previous: LessonLink | null; next: LessonLink | null }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  if (!previous && !next) return null;
  return (
    <nav
      className="lesson-neighbours"
      aria-label={t('courses.lesson.neighbours')}
      data-testid="lesson-neighbours"
    >
      {previous ? (
        <Link
          to={lessonPath(previous.id)}
          className="lesson-neighbours__link"
          rel="prev"
          data-testid="lesson-previous"
        >
          <span className="lesson-neighbours__label">
            <BackIcon size={16} /> {t('courses.lesson.previous')}
          </span>
          <span className="lesson-neighbours__title">{textIn(previous.title, locale)}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link
          to={lessonPath(next.id)}
          className="lesson-neighbours__link lesson-neighbours__link--next"
          rel="next"
          data-testid="lesson-next"
        >
          <span className="lesson-neighbours__label">
            {t('courses.lesson.next')} <ForwardIcon size={16} />
          </span>
          <span className="lesson-neighbours__title">{textIn(next.title, locale)}</span>
        </Link>
      )}
    </nav>
  );
}

function LessonSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div data-testid="lesson-loading">
      <p role="status" className="nibras-visually-hidden">
        {t('courses.lesson.loading')}
      </p>
      <div aria-hidden="true" className="course-skeleton">
        <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 8 }} />
      </div>
    </div>
  );
}

/** Marks the lesson read when `end` comes into view (once), where IntersectionObserver exists. */
function useReachedEnd(end: HTMLElement | null, enabled: boolean, onReached: () => void) {
  const callback = useRef(onReached);
  useEffect(() => {
    callback.current = onReached;
  });
  useEffect(() => {
    if (!end || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback.current();
      }
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, enabled]);
}

export function LessonPage() {
  const { t } = useTranslation('learning');
  const { api, locale, location } = useRemote();
  const { hash } = useLocation();
  const style = useLearningStyle();
  const params = useParams();
  const courseId = params.courseId ?? '';
  const lessonId = fullLessonId(courseId, params.lessonId ?? '');
  const [attempt, setAttempt] = useState(0);
  const [marking, setMarking] = useState(false);
  const [end, setEnd] = useState<HTMLElement | null>(null);
  const markingRef = useRef(false);
  const headingId = useId();
  const loadLesson = useCallback((signal: AbortSignal) => getLesson(api, lessonId, signal), [api, lessonId]);
  const [load, replace] = useLoaded(`${lessonId}#${attempt}`, loadLesson);

  const data = load.state === 'ready' ? load.data : null;
  const lesson = data?.lesson ?? null;
  const progress = data?.progress ?? null;

  usePageMeta({
    title: `${lesson ? textIn(lesson.title, locale) : t('courses.lesson.title')} · ${t('common:app.name')}`,
    description: lesson ? textIn(lesson.courseTitle, locale) : t('courses.catalogue.description'),
    path: location.pathname,
    locale,
  });

  useActiveTime(lesson?.written ? { kind: 'lesson', courseId: lesson.courseId, lessonId: lesson.id } : null);

  // Opened at a section (`#section=s2`): there once the lesson is on screen.
  // (Once per lesson and address: not again when its progress changes.)
  const shownId = lesson?.id ?? null;
  useEffect(() => {
    if (!shownId) return;
    const part = sectionFromHash(hash);
    if (part) goTo(part);
  }, [shownId, hash]);

  const markRead = useCallback(
    async (fromButton: boolean) => {
      if (!lesson || markingRef.current) return;
      markingRef.current = true;
      setMarking(true);
      try {
        const read = await markLessonRead(api, lesson.id);
        if (data) replace({ ...data, progress: read });
      } catch (error) {
        // Reaching the end is tried again by the button; only the button's failure is shown.
        if (fromButton && !(error instanceof ApiError && error.status === 401))
          toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
      } finally {
        markingRef.current = false;
        setMarking(false);
      }
    },
    [api, lesson, data, replace],
  );

  useReachedEnd(end, Boolean(lesson?.written && progress && !progress.read), () => void markRead(false));

  const crumbs = [{ label: t('courses.catalogue.title'), to: cataloguePath() }];

  if (!data || !lesson || !progress) {
    return (
      // The same element as the lesson's (an <article>): the page's node stays while it loads.
      <article className="learning-page lesson-page" style={style} data-testid="page-learning-lesson">
        <Breadcrumbs items={[...crumbs, { label: t('courses.course.title'), to: coursePath(courseId) }]} />
        <h1 className="learning-page__title">{t('courses.lesson.title')}</h1>
        {load.state === 'error' ? (
          load.notFound ? (
            <section className="learning-error" data-testid="lesson-not-found">
              <h2 className="learning-error__title">{t('courses.lesson.notFound.title')}</h2>
              <p>{t('courses.lesson.notFound.body')}</p>
              <Link to={coursePath(courseId)} className="learning-button-link">
                {t('courses.lesson.backToCourse')}
              </Link>
            </section>
          ) : (
            <section className="learning-error" role="alert" data-testid="lesson-error">
              <h2 className="learning-error__title">{t('courses.lesson.error.title')}</h2>
              <p>{t('courses.lesson.error.body')}</p>
              <Button onClick={() => setAttempt((n) => n + 1)} data-testid="lesson-retry">
                {t('common.retry')}
              </Button>
            </section>
          )
        ) : (
          <LessonSkeleton />
        )}
      </article>
    );
  }

  const n = (value: number) => formatNumber(value, locale);
  const status = progress.completed ? 'completed' : progress.read ? 'read' : 'new';
  return (
    <article
      className="learning-page lesson-page"
      style={style as CSSProperties}
      data-testid="page-learning-lesson"
      data-lesson-id={lesson.id}
      aria-labelledby={headingId}
    >
      <Breadcrumbs
        items={[
          ...crumbs,
          { label: textIn(lesson.courseTitle, locale), to: coursePath(lesson.courseId) },
          { label: textIn(lesson.unitTitle, locale) },
        ]}
      />
      <header className="lesson-header">
        <p className="lesson-header__kicker" data-testid="lesson-kicker">
          {textIn(lesson.unitTitle, locale)} · {t('courses.course.lessonNumber', { n: n(lesson.number) })}
        </p>
        <h1 id={headingId} className="learning-page__title">
          {textIn(lesson.title, locale)}
        </h1>
        <div className="lesson-header__meta">
          {lesson.minutes != null && (
            <span className="lesson-row__minutes" data-testid="lesson-minutes">
              <ClockIcon size={14} />
              {t('common.count.minutes', { count: lesson.minutes, n: n(lesson.minutes) })}
            </span>
          )}
          {lesson.written && (
            <span className={`learning-tag learning-tag--${status}`} data-testid="lesson-status">
              {t(`courses.status.${status}`)}
            </span>
          )}
          {lesson.written && (
            <Link
              to={lessonTutorPath(lesson.id)}
              className="learning-button-link learning-button-link--quiet"
              data-testid="lesson-tutor-top"
            >
              <SparklesIcon size={16} /> {t('courses.lesson.askTutor')}
            </Link>
          )}
        </div>
      </header>

      {!lesson.written ? (
        <section className="learning-empty" data-testid="lesson-coming">
          <h2 className="learning-empty__title">{t('courses.lesson.coming.title')}</h2>
          <p className="learning-empty__body">{t('courses.lesson.coming.body')}</p>
          <div className="learning-empty__actions">
            <Link to={coursePath(lesson.courseId)} className="learning-button-link">
              {t('courses.lesson.backToCourse')}
            </Link>
          </div>
        </section>
      ) : (
        <div className="lesson-layout">
          <aside className="lesson-layout__aside">
            <TableOfContents lesson={lesson} />
          </aside>
          <div className="lesson-layout__main">
            {lesson.sections.map((section) => (
              <section
                key={section.id}
                className="lesson-part lesson-section"
                aria-labelledby={anchorId(section.id)}
                data-testid="lesson-section"
                data-section-id={section.id}
              >
                <h2 id={anchorId(section.id)} className="lesson-part__title" tabIndex={-1}>
                  {textIn(section.heading, locale)}
                </h2>
                <LessonMarkdown text={textIn(section.body, locale)} />
              </section>
            ))}
            {lesson.keyTerms.length > 0 && <KeyTerms lesson={lesson} />}
            <WorkedExample lesson={lesson} />
            <div ref={setEnd} className="lesson-end" data-testid="lesson-end" aria-hidden="true" />
            <Finish
              lesson={lesson}
              progress={progress}
              marking={marking}
              onMarkRead={() => void markRead(true)}
            />
          </div>
        </div>
      )}
      <Neighbours previous={data.previous} next={data.next} />
    </article>
  );
}

export default LessonPage;
