// /courses/:courseId: a course (GET /courses/{courseId}): its header (subject, level, track,
// counts), enrolment (POST /courses/{courseId}/enrol, the "Enrolled" toast of spec section 8) and
// progress, "Continue where you left off" (`continueLessonId`), and its units grouped by semester
// (first and second), each lesson with its status (new, read, completed) and reading time. An
// outline lesson (its text is still to be written) is shown as "coming", not as a link.
import { useCallback, useId, useState, type CSSProperties } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  CheckCircleIcon,
  ClockIcon,
  GENERIC_ERROR,
  Skeleton,
  toast,
  usePageMeta,
  useRemote,
} from '@nibras/shared-ui';
import { Progress } from '@nibras/shared-ui/extra';
import {
  cataloguePath,
  enrol,
  getCourse,
  lessonPath,
  type Course,
  type CourseLesson,
  type CoursePageData,
  type CourseUnit,
} from './api';
import { formatNumber, formatPercent, levelOf, percentOf, textIn, trackKey } from './format';
import { Breadcrumbs } from './Breadcrumbs';
import { useLearningStyle } from './style';
import { useLoaded } from './useLoaded';
import { subjectLook, SubjectBadge } from './subjects';
import './courses.css';

const SEMESTERS = [1, 2] as const;

function LessonRow({ lesson }: { lesson: CourseLesson }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const title = textIn(lesson.title, locale);
  const number = formatNumber(lesson.number, locale);
  if (!lesson.written) {
    return (
      <li className="lesson-row lesson-row--coming" data-testid="lesson-row" data-status="coming">
        <span className="lesson-row__number" aria-hidden="true">
          {number}
        </span>
        <span className="lesson-row__title" data-testid="lesson-row-title">
          <span className="nibras-visually-hidden">{t('courses.course.lessonNumber', { n: number })} </span>
          {title}
        </span>
        <span className="learning-tag learning-tag--muted" data-testid="lesson-row-status">
          {t('courses.status.coming')}
        </span>
      </li>
    );
  }
  return (
    <li className="lesson-row" data-testid="lesson-row" data-status={lesson.status}>
      <span className={`lesson-row__number lesson-row__number--${lesson.status}`} aria-hidden="true">
        {lesson.status === 'completed' ? <CheckCircleIcon size={18} /> : number}
      </span>
      <Link
        to={lessonPath(lesson.id)}
        className="lesson-row__title lesson-row__link"
        data-testid="lesson-row-title"
      >
        <span className="nibras-visually-hidden">{t('courses.course.lessonNumber', { n: number })} </span>
        {title}
      </Link>
      {lesson.minutes != null && (
        <span className="lesson-row__minutes" data-testid="lesson-row-minutes">
          <ClockIcon size={14} />
          {t('common.count.minutes', { count: lesson.minutes, n: formatNumber(lesson.minutes, locale) })}
        </span>
      )}
      <span className={`learning-tag learning-tag--${lesson.status}`} data-testid="lesson-row-status">
        {t(`courses.status.${lesson.status}`)}
      </span>
    </li>
  );
}

function UnitBlock({ unit }: { unit: CourseUnit }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const headingId = useId();
  const n = (value: number) => formatNumber(value, locale);
  const written = unit.lessons.filter((l) => l.written).length;
  return (
    <article className="unit-block" aria-labelledby={headingId} data-testid="unit" data-unit-id={unit.id}>
      <header className="unit-block__header">
        <h3 id={headingId} className="unit-block__title">
          <span className="unit-block__number">{t('courses.course.unitNumber', { n: n(unit.number) })}</span>{' '}
          {textIn(unit.title, locale)}
        </h3>
        <span className="unit-block__count">
          {t('common.count.lessons', { count: unit.lessons.length, n: n(unit.lessons.length) })}
          {written === 0 && <> · {t('courses.course.outlineOnly')}</>}
        </span>
      </header>
      <ol className="lesson-list">
        {unit.lessons.map((lesson) => (
          <LessonRow key={lesson.id} lesson={lesson} />
        ))}
      </ol>
    </article>
  );
}

/** The enrol / progress / continue panel. */
function CourseActions({
  data,
  enrolling,
  onEnrol,
}: {
  data: CoursePageData;
  enrolling: boolean;
  onEnrol(): void;
}) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const { course, continueLessonId } = data;
  const n = (value: number) => formatNumber(value, locale);
  const next = continueLessonId ? findLesson(course, continueLessonId) : null;
  const started = course.units.some((u) => u.lessons.some((l) => l.status !== 'new'));
  return (
    <div className="course-actions" data-testid="course-actions">
      {course.enrolled ? (
        <div className="course-actions__progress">
          <span className="learning-tag learning-tag--success" data-testid="course-enrolled">
            <CheckCircleIcon size={14} /> {t('courses.card.enrolled')}
          </span>
          <Progress
            percent={percentOf(course.progress)}
            size="small"
            strokeColor={subjectLook(course.subject).color}
            format={() => formatPercent(course.progress, locale)}
            aria-label={t('courses.card.progressLabel', { percent: formatPercent(course.progress, locale) })}
            data-testid="course-progress"
          />
          <span className="course-actions__progress-text" data-testid="course-progress-text">
            {t('common.progress.completed', {
              count: course.writtenLessonCount,
              done: n(course.completedLessons),
              n: n(course.writtenLessonCount),
            })}
          </span>
        </div>
      ) : (
        <div className="course-actions__enrol">
          <Button
            type="primary"
            size="large"
            loading={enrolling}
            onClick={onEnrol}
            data-testid="course-enrol"
          >
            {t('courses.course.enrol')}
          </Button>
          <p className="course-actions__hint">{t('courses.course.enrolHint')}</p>
        </div>
      )}
      {next && (
        <div className="course-actions__continue" data-testid="course-continue">
          <span className="course-actions__continue-label">
            {started ? t('courses.course.continueLabel') : t('courses.course.startLabel')}
          </span>
          <Link to={lessonPath(next.id)} className="learning-button-link" data-testid="course-continue-link">
            {textIn(next.title, locale)}
          </Link>
        </div>
      )}
    </div>
  );
}

function findLesson(course: Course, lessonId: string): CourseLesson | null {
  for (const unit of course.units)
    for (const lesson of unit.lessons) if (lesson.id === lessonId) return lesson;
  return null;
}

function CourseSkeleton() {
  const { t } = useTranslation('learning');
  return (
    <div data-testid="course-loading">
      <p role="status" className="nibras-visually-hidden">
        {t('courses.course.loading')}
      </p>
      <div aria-hidden="true" className="course-skeleton">
        <Skeleton avatar={{ shape: 'square', size: 64 }} active paragraph={{ rows: 2 }} />
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    </div>
  );
}

export function CoursePage() {
  const { t } = useTranslation('learning');
  const { api, locale, location } = useRemote();
  const style = useLearningStyle();
  const { courseId = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const [enrolling, setEnrolling] = useState(false);
  const loadCourse = useCallback((signal: AbortSignal) => getCourse(api, courseId, signal), [api, courseId]);
  const [load, replace] = useLoaded(`${courseId}#${attempt}`, loadCourse);

  const course = load.state === 'ready' ? load.data.course : null;
  const title = course ? textIn(course.title, locale) : t('courses.course.title');
  usePageMeta({
    title: `${title} · ${t('common:app.name')}`,
    description: course ? textIn(course.description, locale) : t('courses.catalogue.description'),
    path: location.pathname,
    locale,
  });

  const onEnrol = async () => {
    setEnrolling(true);
    try {
      await enrol(api, courseId);
      toast.success('toast.enrolled');
      replace(await getCourse(api, courseId));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        toast.error(error instanceof ApiError ? error.text : GENERIC_ERROR);
    } finally {
      setEnrolling(false);
    }
  };

  const crumbs = [{ label: t('courses.catalogue.title'), to: cataloguePath() }];

  if (load.state !== 'ready' || !course) {
    return (
      <section className="learning-page course-page" style={style} data-testid="page-learning-course">
        <Breadcrumbs items={crumbs} />
        <h1 className="learning-page__title">{t('courses.course.title')}</h1>
        {load.state === 'loading' ? (
          <CourseSkeleton />
        ) : load.state === 'error' && load.notFound ? (
          <section className="learning-error" data-testid="course-not-found">
            <h2 className="learning-error__title">{t('courses.course.notFound.title')}</h2>
            <p>{t('courses.course.notFound.body')}</p>
            <Link to={cataloguePath()} className="learning-button-link">
              {t('courses.course.notFound.action')}
            </Link>
          </section>
        ) : (
          <section className="learning-error" role="alert" data-testid="course-error">
            <h2 className="learning-error__title">{t('courses.course.error.title')}</h2>
            <p>{t('courses.course.error.body')}</p>
            <Button onClick={() => setAttempt((n) => n + 1)} data-testid="course-retry">
              {t('common.retry')}
            </Button>
          </section>
        )}
      </section>
    );
  }

  const n = (value: number) => formatNumber(value, locale);
  const level = levelOf(course);
  return (
    <section
      className="learning-page course-page"
      style={{ ...style, '--subject-color': subjectLook(course.subject).color } as CSSProperties}
      data-testid="page-learning-course"
      data-course-id={course.id}
      aria-labelledby="course-title"
    >
      <Breadcrumbs items={[...crumbs, { label: textIn(course.title, locale) }]} />
      <header className="course-hero">
        <SubjectBadge subject={course.subject} size={64} />
        <div className="course-hero__text">
          <p className="course-hero__level" data-testid="course-level">
            {t(level.key, { year: n(level.values.year) })} · {t(trackKey(course.track))}
          </p>
          <h1 id="course-title" className="learning-page__title">
            {textIn(course.title, locale)}
          </h1>
          <p className="learning-page__description">{textIn(course.description, locale)}</p>
          <p className="course-hero__counts" data-testid="course-counts">
            {t('common.count.units', { count: course.unitCount, n: n(course.unitCount) })}
            <span aria-hidden="true"> · </span>
            {t('common.count.lessons', { count: course.lessonCount, n: n(course.lessonCount) })}
            <span aria-hidden="true"> · </span>
            {t('courses.course.writtenCount', {
              count: course.writtenLessonCount,
              n: n(course.writtenLessonCount),
            })}
          </p>
        </div>
      </header>

      <CourseActions data={load.data} enrolling={enrolling} onEnrol={() => void onEnrol()} />

      {SEMESTERS.map((semester) => {
        const units = course.units.filter((u) => u.semester === semester);
        if (units.length === 0) return null;
        return (
          <section
            key={semester}
            className="semester"
            aria-labelledby={`semester-${semester}`}
            data-testid="semester"
            data-semester={semester}
          >
            <h2 id={`semester-${semester}`} className="semester__title">
              {t(`courses.course.semester${semester}`)}
            </h2>
            <div className="semester__units">
              {units.map((unit) => (
                <UnitBlock key={unit.id} unit={unit} />
              ))}
            </div>
          </section>
        );
      })}
    </section>
  );
}

export default CoursePage;
