// One course of the catalogue: its subject's badge and colour, title (the link to the course page:
// the whole card is clickable through it), level, description, units and lessons counts, and for
// an enrolled student the "Enrolled" tag and a progress bar.
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRemote } from '@nibras/shared-ui';
import { Progress } from '@nibras/shared-ui/extra';
import { coursePath, type CourseSummary } from './api';
import { formatNumber, formatPercent, levelOf, percentOf, textIn, trackKey } from './format';
import { subjectLook, SubjectBadge } from './subjects';

export function CourseCard({ course, headingLevel = 2 }: { course: CourseSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const level = levelOf(course);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const n = (value: number) => formatNumber(value, locale);
  return (
    <article
      className="course-card"
      style={{ '--subject-color': subjectLook(course.subject).color } as CSSProperties}
      data-testid="course-card"
      data-course-id={course.id}
      data-enrolled={course.enrolled || undefined}
    >
      <div className="course-card__top">
        <SubjectBadge subject={course.subject} />
        <div className="course-card__labels">
          <span className="course-card__level">
            {t(level.key, { year: n(level.values.year) })} · {t(trackKey(course.track))}
          </span>
          {course.enrolled && (
            <span className="learning-tag learning-tag--success" data-testid="course-card-enrolled">
              {t('courses.card.enrolled')}
            </span>
          )}
        </div>
      </div>
      <Heading className="course-card__title">
        <Link to={coursePath(course.id)} className="course-card__link" data-testid="course-card-link">
          {textIn(course.title, locale)}
        </Link>
      </Heading>
      <p className="course-card__description" data-testid="course-card-description">
        {textIn(course.description, locale)}
      </p>
      <p className="course-card__counts" data-testid="course-card-counts">
        {t('common.count.units', { count: course.unitCount, n: n(course.unitCount) })}
        <span aria-hidden="true"> · </span>
        {t('common.count.lessons', { count: course.lessonCount, n: n(course.lessonCount) })}
      </p>
      {course.enrolled && (
        <div className="course-card__progress" data-testid="course-card-progress">
          <Progress
            percent={percentOf(course.progress)}
            showInfo={false}
            size="small"
            strokeColor={subjectLook(course.subject).color}
            aria-label={t('courses.card.progressLabel', { percent: formatPercent(course.progress, locale) })}
          />
          <span className="course-card__progress-text">
            {t('common.progress.completed', {
              count: course.writtenLessonCount,
              done: n(course.completedLessons),
              n: n(course.writtenLessonCount),
            })}
          </span>
        </div>
      )}
    </article>
  );
}
