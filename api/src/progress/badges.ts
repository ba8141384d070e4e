/**
 * Badges: what a student earns once, for good, when a figure of their stats reaches a target. Each
 * has a criterion (the figure), a target, and texts in both languages: a title, a description of what
 * to do (the dashboard's "next badges") and `achieved`, the past-tense line of its notification.
 *
 * Progress is `{current, target}`; a badge is earned when `current >= target`. For `unit-mastered`
 * the progress is that of the unit closest to done (its written lessons completed of all of them).
 */
import type { LocalizedText } from '../errors.ts';
import type { LearnerStatsDoc } from '../store/learner-stats.ts';

export const BADGE_IDS = [
  'first-lesson',
  'lessons-10',
  'streak-3',
  'streak-7',
  'streak-30',
  'unit-mastered',
  'quizzes-10',
  'perfect-quiz',
  'hours-10',
  'reviews-50',
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export type BadgeCriterion =
  /** Lessons completed. */
  | 'lessons-completed'
  /** The longest streak, in days. */
  | 'longest-streak'
  /** Every written lesson of one unit completed. */
  | 'unit-mastered'
  | 'quizzes-submitted'
  /** Quizzes with every mark (maxScore ≥ 5). */
  | 'perfect-quizzes'
  /** Whole learning hours. */
  | 'learning-hours'
  | 'reviews-done';

export interface Badge {
  id: BadgeId;
  criterion: BadgeCriterion;
  target: number;
  title: LocalizedText;
  /** How to earn it. */
  description: LocalizedText;
  /** What the student did (the notification's second sentence). */
  achieved: LocalizedText;
}

export interface BadgeProgress {
  current: number;
  target: number;
}

/** The badges in the order the dashboard lists those not earned yet (at equal progress). */
export const BADGES: readonly Badge[] = [
  {
    id: 'first-lesson',
    criterion: 'lessons-completed',
    target: 1,
    title: { en: 'First step', ar: 'الخطوة الأولى' },
    description: { en: 'Complete your first lesson.', ar: 'أكمل درسك الأول.' },
    achieved: { en: 'You completed your first lesson.', ar: 'أكملت درسك الأول.' },
  },
  {
    id: 'lessons-10',
    criterion: 'lessons-completed',
    target: 10,
    title: { en: 'Ten lessons', ar: 'عشرة دروس' },
    description: { en: 'Complete 10 lessons.', ar: 'أكمل 10 دروس.' },
    achieved: { en: 'You completed 10 lessons.', ar: 'أكملت 10 دروس.' },
  },
  {
    id: 'streak-3',
    criterion: 'longest-streak',
    target: 3,
    title: { en: 'Three days in a row', ar: 'ثلاثة أيام متتالية' },
    description: { en: 'Learn 3 days in a row.', ar: 'تعلّم 3 أيام متتالية.' },
    achieved: { en: 'You learned 3 days in a row.', ar: 'تعلّمت 3 أيام متتالية.' },
  },
  {
    id: 'streak-7',
    criterion: 'longest-streak',
    target: 7,
    title: { en: 'A full week', ar: 'أسبوع كامل' },
    description: { en: 'Learn 7 days in a row.', ar: 'تعلّم 7 أيام متتالية.' },
    achieved: { en: 'You learned 7 days in a row.', ar: 'تعلّمت 7 أيام متتالية.' },
  },
  {
    id: 'streak-30',
    criterion: 'longest-streak',
    target: 30,
    title: { en: 'A month of learning', ar: 'شهر من التعلّم' },
    description: { en: 'Learn 30 days in a row.', ar: 'تعلّم 30 يومًا دون انقطاع.' },
    achieved: { en: 'You learned 30 days in a row.', ar: 'تعلّمت 30 يومًا دون انقطاع.' },
  },
  {
    id: 'unit-mastered',
    criterion: 'unit-mastered',
    target: 1,
    title: { en: 'Unit mastered', ar: 'إتقان وحدة' },
    description: {
      en: 'Complete every lesson of a unit.',
      ar: 'أكمل جميع دروس وحدة دراسية.',
    },
    achieved: { en: 'You completed every lesson of a unit.', ar: 'أكملت جميع دروس وحدة دراسية.' },
  },
  {
    id: 'quizzes-10',
    criterion: 'quizzes-submitted',
    target: 10,
    title: { en: 'Quiz regular', ar: 'مواظب على الاختبارات' },
    description: { en: 'Finish 10 quizzes.', ar: 'أنهِ 10 اختبارات.' },
    achieved: { en: 'You finished 10 quizzes.', ar: 'أنهيت 10 اختبارات.' },
  },
  {
    id: 'perfect-quiz',
    criterion: 'perfect-quizzes',
    target: 1,
    title: { en: 'Full marks', ar: 'الدرجة الكاملة' },
    description: {
      en: 'Get full marks in a quiz of at least 5 questions.',
      ar: 'احصل على الدرجة الكاملة في اختبار من 5 أسئلة على الأقل.',
    },
    achieved: {
      en: 'You got full marks in a quiz.',
      ar: 'حصلت على الدرجة الكاملة في اختبار.',
    },
  },
  {
    id: 'hours-10',
    criterion: 'learning-hours',
    target: 10,
    title: { en: 'Ten hours of learning', ar: 'عشر ساعات من التعلّم' },
    description: { en: 'Spend 10 hours learning.', ar: 'اقضِ 10 ساعات في التعلّم.' },
    achieved: { en: 'You have spent 10 hours learning.', ar: 'قضيت 10 ساعات في التعلّم.' },
  },
  {
    id: 'reviews-50',
    criterion: 'reviews-done',
    target: 50,
    title: { en: 'Review habit', ar: 'عادة المراجعة' },
    description: { en: 'Do 50 reviews.', ar: 'أنجز 50 مراجعة.' },
    achieved: { en: 'You have done 50 reviews.', ar: 'أنجزت 50 مراجعة.' },
  },
];

const BY_ID = new Map<string, Badge>(BADGES.map((badge) => [badge.id, badge]));

export const badgeById = (id: string): Badge | undefined => BY_ID.get(id);

/** Written lessons of a unit of the catalogue; undefined for an unknown unit. */
export type WrittenLessonCount = (courseId: string, unitId: string) => number | undefined;

/** What the badges read of a student's stats. */
export type BadgeFacts = Pick<LearnerStatsDoc, 'totals' | 'streak' | 'units'>;

/** The unit closest to done: its completed written lessons of all of them. */
function closestUnit(facts: BadgeFacts, writtenLessons: WrittenLessonCount): BadgeProgress {
  let best: BadgeProgress = { current: 0, target: 1 };
  for (const [courseId, units] of Object.entries(facts.units)) {
    for (const [unitId, lessons] of Object.entries(units)) {
      const target = writtenLessons(courseId, unitId);
      if (target === undefined || target === 0) continue;
      const current = Math.min(lessons.length, target);
      const ahead =
        current / target > best.current / best.target ||
        (current / target === best.current / best.target && target - current < best.target - best.current);
      if (ahead) best = { current, target };
    }
  }
  return best;
}

/** A badge's progress (current may pass the target). */
export function badgeProgress(
  badge: Badge,
  facts: BadgeFacts,
  writtenLessons: WrittenLessonCount,
): BadgeProgress {
  const of = (current: number): BadgeProgress => ({ current, target: badge.target });
  switch (badge.criterion) {
    case 'lessons-completed':
      return of(facts.totals.lessonsCompleted);
    case 'longest-streak':
      return of(facts.streak.longest);
    case 'unit-mastered':
      return closestUnit(facts, writtenLessons);
    case 'quizzes-submitted':
      return of(facts.totals.quizzesSubmitted);
    case 'perfect-quizzes':
      return of(facts.totals.perfectQuizzes);
    case 'learning-hours':
      return of(Math.floor(facts.totals.activeSeconds / 3600));
    case 'reviews-done':
      return of(facts.totals.reviewsDone);
  }
}

export const isEarned = (progress: BadgeProgress): boolean => progress.current >= progress.target;

/** The badges the facts reach that `earned` does not hold yet, in BADGES order. */
export function newlyEarned(
  facts: BadgeFacts,
  earned: Readonly<Record<string, string>>,
  writtenLessons: WrittenLessonCount,
): BadgeId[] {
  return BADGES.filter(
    (badge) => !Object.hasOwn(earned, badge.id) && isEarned(badgeProgress(badge, facts, writtenLessons)),
  ).map((badge) => badge.id);
}
