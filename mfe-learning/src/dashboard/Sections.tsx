// The dashboard's cards other than the charts: the streak (flame, current and longest, the freezes
// held as icons, today's state, the next freeze), the totals, mastery per unit grouped by course,
// the badges earned and next, and the way in for a student with nothing counted yet.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, defineIcon, useRemote } from '@nibras/shared-ui';
import { AchievementIcon, Progress } from '@nibras/shared-ui/extra';
import { SectionCard } from '../courses/SectionCard';
import { cataloguePath } from '../courses/api';
import { textIn } from '../courses/format';
import { BookOpenIcon } from '../courses/subjects';
import { leaderboardPath, type Dashboard, type DashboardBadge, type DashboardUnit } from './api';
import { formatCount, formatDay, formatDecimal, formatPercent100, localDigits, riyadhDayOf } from './series';

export const FlameIcon = defineIcon(
  <path d="M12 2c1 3.5 5 6 5 10.5A5 5 0 0 1 12 22a5 5 0 0 1-5-5c0-2.4 1.3-3.9 2.5-5 .3 1.6 1 2.6 2 3-.5-3 .5-6.5.5-13z" />,
);
export const SnowflakeIcon = defineIcon(
  <>
    <path d="M12 2v20M4.9 6.5l14.2 11M4.9 17.5l14.2-11" />
    <path d="m9.5 3.5 2.5 2 2.5-2M9.5 20.5l2.5-2 2.5 2" />
  </>,
);

/** A titled card of this page. */
function Card(props: Omit<Parameters<typeof SectionCard>[0], 'block'>) {
  return <SectionCard block="dashboard-card" {...props} />;
}

export function StartHere() {
  const { t } = useTranslation('learning');
  const steps = ['enrol', 'check', 'daily'] as const;
  return (
    <section
      className="learning-empty dashboard-start"
      data-testid="dashboard-start"
      aria-labelledby="dashboard-start-title"
    >
      <span className="learning-empty__icon" aria-hidden="true">
        <BookOpenIcon size={34} />
      </span>
      <h2 id="dashboard-start-title" className="learning-empty__title">
        {t('dashboard.start.title')}
      </h2>
      <p className="learning-empty__body">{t('dashboard.start.body')}</p>
      <ol className="learning-empty__steps">
        {steps.map((step) => (
          <li key={step}>{t(`dashboard.start.steps.${step}`)}</li>
        ))}
      </ol>
      <div className="learning-empty__actions">
        <Link to={cataloguePath()} className="learning-button-link" data-testid="dashboard-start-courses">
          {t('dashboard.start.courses')}
        </Link>
        <Link
          to="/quiz"
          className="learning-button-link learning-button-link--quiet"
          data-testid="dashboard-start-quiz"
        >
          {t('dashboard.start.quiz')}
        </Link>
      </div>
    </section>
  );
}

export function StreakCard({ streak }: { streak: Dashboard['streak'] }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const n = (value: number) => formatCount(value, locale);
  const days = (count: number) => t('dashboard.days', { count, n: n(count) });
  const max = Math.max(streak.maxFreezes, streak.freezes);
  const held = Math.min(streak.freezes, max);
  const today = streak.todayDone ? 'done' : streak.current > 0 ? 'keep' : 'start';
  return (
    <Card title={t('dashboard.streak.title')} testId="dashboard-streak" className="dashboard-card--streak">
      <div className="dashboard-streak__main">
        <span
          className={
            streak.current > 0
              ? 'dashboard-streak__flame dashboard-streak__flame--lit'
              : 'dashboard-streak__flame'
          }
          aria-hidden="true"
        >
          <FlameIcon size={44} />
        </span>
        <p className="dashboard-streak__current">
          <span className="nibras-visually-hidden" data-testid="dashboard-streak-current">
            {t('dashboard.streak.currentLabel', { days: days(streak.current) })}
          </span>
          <span className="dashboard-streak__number" aria-hidden="true">
            {n(streak.current)}
          </span>
          <span className="dashboard-streak__caption" aria-hidden="true">
            {t('dashboard.streak.current')}
          </span>
        </p>
      </div>
      <p className="dashboard-streak__longest" data-testid="dashboard-streak-longest">
        {t('dashboard.streak.longest', { days: days(streak.longest) })}
      </p>
      <p
        className={`dashboard-streak__today dashboard-streak__today--${today}`}
        data-testid="dashboard-streak-today"
        data-state={today}
      >
        {streak.todayDone && <CheckCircleIcon size={18} />}
        {t(`dashboard.streak.today.${today}`)}
      </p>
      <div className="dashboard-streak__freezes">
        <span
          className="dashboard-streak__freeze-icons"
          role="img"
          aria-label={t('dashboard.streak.freezes', { n: n(held), max: n(max) })}
          data-testid="dashboard-streak-freezes"
          data-held={held}
        >
          {Array.from({ length: max }, (_, i) => (
            <span
              key={i}
              className={i < held ? 'dashboard-freeze dashboard-freeze--held' : 'dashboard-freeze'}
              title={i < held ? t('dashboard.streak.freezeHeld') : t('dashboard.streak.freezeEmpty')}
            >
              <SnowflakeIcon size={20} />
            </span>
          ))}
        </span>
        <span className="dashboard-streak__next" data-testid="dashboard-streak-next">
          {held >= max
            ? t('dashboard.streak.freezesFull')
            : t('dashboard.streak.nextFreeze', { count: streak.nextFreezeIn, n: n(streak.nextFreezeIn) })}
        </span>
      </div>
      <p className="dashboard-card__note">
        {t('dashboard.streak.freezeHelp')} {t('dashboard.streak.what')}
      </p>
    </Card>
  );
}

function Stat({
  label,
  value,
  testId,
  extra,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  extra?: ReactNode;
}) {
  return (
    <div className="dashboard-stat" data-testid={testId}>
      <dt className="dashboard-stat__label">{label}</dt>
      <dd className="dashboard-stat__value">{value}</dd>
      {extra && <dd className="dashboard-stat__extra">{extra}</dd>}
    </div>
  );
}

export function Totals({ totals, place }: { totals: Dashboard['totals']; place: number | null }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const n = (value: number) => formatCount(value, locale);
  return (
    <Card title={t('dashboard.totals.title')} testId="dashboard-totals" className="dashboard-card--totals">
      <dl className="dashboard-stats">
        <Stat
          label={t('dashboard.totals.lessons')}
          value={n(totals.lessonsCompleted)}
          testId="dashboard-total-lessons"
        />
        <Stat
          label={t('dashboard.totals.hours')}
          value={formatDecimal(totals.learningHours, locale)}
          testId="dashboard-total-hours"
        />
        <Stat
          label={t('dashboard.totals.quizzes')}
          value={n(totals.quizzesSubmitted)}
          testId="dashboard-total-quizzes"
        />
        <Stat
          label={t('dashboard.totals.average')}
          value={
            totals.averageQuizPercent === null ? (
              <span className="dashboard-stat__none">{t('dashboard.totals.averageNone')}</span>
            ) : (
              formatPercent100(totals.averageQuizPercent, locale)
            )
          }
          testId="dashboard-total-average"
        />
        <Stat label={t('dashboard.totals.points')} value={n(totals.points)} testId="dashboard-total-points" />
        <Stat
          label={t('dashboard.totals.place')}
          value={
            place === null ? (
              <span className="dashboard-stat__none">{t('dashboard.totals.placeNone')}</span>
            ) : (
              n(place)
            )
          }
          testId="dashboard-total-place"
          extra={
            <Link
              to={leaderboardPath()}
              className="dashboard-card__more"
              data-testid="dashboard-leaderboard-link"
            >
              {t('dashboard.totals.placeLink')}
            </Link>
          }
        />
      </dl>
    </Card>
  );
}

function UnitRow({ unit }: { unit: DashboardUnit }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const n = (value: number) => formatCount(value, locale);
  const title = textIn(unit.unitTitle, locale);
  const mastery = Math.max(0, Math.min(100, Math.round(unit.mastery)));
  return (
    <li className="dashboard-unit" data-testid="dashboard-unit" data-unit={`${unit.courseId}/${unit.unitId}`}>
      <span className="dashboard-unit__title">{title}</span>
      <Progress
        percent={mastery}
        size="small"
        format={() => formatPercent100(mastery, locale)}
        aria-label={t('dashboard.mastery.label', { unit: title, percent: formatPercent100(mastery, locale) })}
      />
      <span className="dashboard-unit__meta">
        {t('dashboard.mastery.lessons', { count: unit.lessons, done: n(unit.completed), n: n(unit.lessons) })}
        {' · '}
        {unit.averageCheckPercent === null
          ? t('dashboard.mastery.averageNone')
          : t('dashboard.mastery.average', { percent: formatPercent100(unit.averageCheckPercent, locale) })}
      </span>
    </li>
  );
}

export function Mastery({ units }: { units: DashboardUnit[] }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const courses = new Map<string, DashboardUnit[]>();
  for (const unit of units) courses.set(unit.courseId, [...(courses.get(unit.courseId) ?? []), unit]);
  return (
    <Card title={t('dashboard.mastery.title')} testId="dashboard-mastery" className="dashboard-card--wide">
      {units.length === 0 ? (
        <div className="dashboard-card__empty" data-testid="dashboard-mastery-empty">
          <p>{t('dashboard.mastery.empty')}</p>
          <Link to={cataloguePath()} className="learning-button-link learning-button-link--quiet">
            {t('dashboard.mastery.action')}
          </Link>
        </div>
      ) : (
        <>
          <p className="dashboard-card__note">{t('dashboard.mastery.help')}</p>
          <div className="dashboard-courses">
            {[...courses.entries()].map(([courseId, list]) => (
              <section key={courseId} className="dashboard-course" data-testid="dashboard-course">
                <h3 className="dashboard-course__title">{textIn(list[0]!.courseTitle, locale)}</h3>
                <ul className="dashboard-units">
                  {list.map((unit) => (
                    <UnitRow key={unit.unitId} unit={unit} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}

function BadgeItem({ badge }: { badge: DashboardBadge }) {
  const { t } = useTranslation('learning');
  const { locale } = useRemote();
  const title = localDigits(textIn(badge.title, locale), locale);
  const { current, target } = badge.progress;
  const earned = badge.earnedAt !== null;
  const shown = Math.min(current, target);
  return (
    <li
      className={earned ? 'dashboard-badge dashboard-badge--earned' : 'dashboard-badge'}
      data-testid="dashboard-badge"
      data-badge={badge.id}
      data-earned={earned}
    >
      <span className="dashboard-badge__icon" aria-hidden="true">
        <AchievementIcon size={26} />
      </span>
      <span className="dashboard-badge__text">
        <span className="dashboard-badge__title">{title}</span>
        <span className="dashboard-badge__description">
          {localDigits(textIn(badge.description, locale), locale)}
        </span>
        {earned ? (
          <span className="dashboard-badge__earned" data-testid="dashboard-badge-earned">
            {t('dashboard.badges.earnedOn', { date: formatDay(riyadhDayOf(badge.earnedAt!), locale) })}
          </span>
        ) : (
          <>
            <Progress
              percent={target > 0 ? Math.round((shown / target) * 100) : 0}
              size="small"
              showInfo={false}
              aria-label={t('dashboard.badges.progressLabel', {
                badge: title,
                current: formatCount(shown, locale),
                target: formatCount(target, locale),
              })}
            />
            <span className="dashboard-badge__progress" data-testid="dashboard-badge-progress">
              {t('dashboard.badges.progress', {
                current: formatCount(shown, locale),
                target: formatCount(target, locale),
              })}
            </span>
          </>
        )}
      </span>
    </li>
  );
}

export function Badges({ badges }: { badges: DashboardBadge[] }) {
  const { t } = useTranslation('learning');
  const earned = badges.filter((b) => b.earnedAt !== null);
  const next = badges.filter((b) => b.earnedAt === null);
  return (
    <Card title={t('dashboard.badges.title')} testId="dashboard-badges" className="dashboard-card--wide">
      <div className="dashboard-badges">
        <section aria-labelledby="dashboard-badges-earned" data-testid="dashboard-badges-earned">
          <h3 id="dashboard-badges-earned" className="dashboard-badges__heading">
            {t('dashboard.badges.earned')}
          </h3>
          {earned.length === 0 ? (
            <p className="dashboard-card__note">{t('dashboard.badges.noneEarned')}</p>
          ) : (
            <ul className="dashboard-badge-list">
              {earned.map((badge) => (
                <BadgeItem key={badge.id} badge={badge} />
              ))}
            </ul>
          )}
        </section>
        {next.length > 0 && (
          <section aria-labelledby="dashboard-badges-next" data-testid="dashboard-badges-next">
            <h3 id="dashboard-badges-next" className="dashboard-badges__heading">
              {t('dashboard.badges.next')}
            </h3>
            <ul className="dashboard-badge-list">
              {next.map((badge) => (
                <BadgeItem key={badge.id} badge={badge} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </Card>
  );
}
