// Badges and the progress notification texts, in both languages.
import { emptyLearnerStats, type LearnerStatsDoc } from '../store/learner-stats.ts';
import type { Milestone } from './aggregate.ts';
import {
  BADGE_IDS,
  BADGES,
  badgeById,
  badgeProgress,
  newlyEarned,
  type WrittenLessonCount,
} from './badges.ts';
import { arabicCount, milestoneMessage, PROGRESS_TEXTS } from './messages.ts';

const written: WrittenLessonCount = (courseId, unitId) =>
  courseId === 'c1' ? ({ u1: 3, u2: 4 } as Record<string, number>)[unitId] : undefined;

function facts(change: (doc: LearnerStatsDoc) => void): LearnerStatsDoc {
  const doc = emptyLearnerStats('sara', '2025-10-01T08:00:00.000Z');
  change(doc);
  return doc;
}

const ARABIC = /[\u0600-\u06FF]/;

describe('the badge catalogue', () => {
  test('every badge once, with a criterion, a target and texts in both languages', () => {
    expect(BADGES.map((badge) => badge.id)).toEqual([...BADGE_IDS]);
    for (const badge of BADGES) {
      expect(badge.target).toBeGreaterThan(0);
      for (const text of [badge.title, badge.description, badge.achieved]) {
        expect(text.en).toMatch(/^[A-Z]/);
        expect(text.en).not.toMatch(ARABIC);
        expect(text.ar).toMatch(ARABIC);
      }
    }
    expect(badgeById('streak-7')).toMatchObject({ criterion: 'longest-streak', target: 7 });
    expect(badgeById('nope')).toBeUndefined();
  });

  test('progress follows each criterion', () => {
    const doc = facts((d) => {
      d.totals = {
        ...d.totals,
        lessonsCompleted: 4,
        quizzesSubmitted: 11,
        activeSeconds: 9 * 3600 + 3599,
        reviewsDone: 3,
      };
      d.streak = { current: 2, longest: 5, freezes: 0, frozenDays: [] };
    });
    const progress = Object.fromEntries(BADGES.map((b) => [b.id, badgeProgress(b, doc, written)]));
    expect(progress).toEqual({
      'first-lesson': { current: 4, target: 1 },
      'lessons-10': { current: 4, target: 10 },
      'streak-3': { current: 5, target: 3 },
      'streak-7': { current: 5, target: 7 },
      'streak-30': { current: 5, target: 30 },
      'unit-mastered': { current: 0, target: 1 },
      'quizzes-10': { current: 11, target: 10 },
      'perfect-quiz': { current: 0, target: 1 },
      'hours-10': { current: 9, target: 10 },
      'reviews-50': { current: 3, target: 50 },
    });
    expect(newlyEarned(doc, {}, written)).toEqual(['first-lesson', 'streak-3', 'quizzes-10']);
    expect(newlyEarned(doc, { 'streak-3': '2025-09-01T00:00:00.000Z' }, written)).toEqual([
      'first-lesson',
      'quizzes-10',
    ]);
  });

  test('unit mastery: the unit closest to done; unknown units do not count', () => {
    const unit = badgeById('unit-mastered');
    if (!unit) throw new Error('no unit-mastered badge');
    const doc = facts((d) => {
      d.units = {
        c1: { u1: ['c1.u1-l1'], u2: ['c1.u2-l1', 'c1.u2-l2', 'c1.u2-l3'] },
        gone: { u1: ['gone.u1-l1'] },
      };
    });
    expect(badgeProgress(unit, doc, written)).toEqual({ current: 3, target: 4 });
    doc.units = { c1: { u1: ['c1.u1-l1', 'c1.u1-l2', 'c1.u1-l3'] } };
    expect(badgeProgress(unit, doc, written)).toEqual({ current: 3, target: 3 });
    expect(newlyEarned(doc, {}, written)).toEqual(['unit-mastered']);
  });
});

describe('notification texts', () => {
  test('a badge: its title and what was done', () => {
    const badge = badgeById('lessons-10');
    if (!badge) throw new Error('no lessons-10 badge');
    expect(PROGRESS_TEXTS.badgeEarned(badge)).toEqual({
      en: 'New badge: “Ten lessons”. You completed 10 lessons.',
      ar: 'حصلت على وسام «عشرة دروس». أكملت 10 دروس.',
    });
  });

  test('Arabic counts agree with their noun', () => {
    const days = { one: 'يومًا واحدًا', two: 'يومين', few: 'أيام', many: 'يومًا', hundred: 'يوم' };
    expect([1, 2, 3, 7, 10, 11, 14, 30, 50, 99, 100, 103, 114].map((n) => arabicCount(n, days))).toEqual([
      'يومًا واحدًا',
      'يومين',
      '3 أيام',
      '7 أيام',
      '10 أيام',
      '11 يومًا',
      '14 يومًا',
      '30 يومًا',
      '50 يومًا',
      '99 يومًا',
      '100 يوم',
      '103 أيام',
      '114 يومًا',
    ]);
  });

  test('every milestone in both languages, with its count', () => {
    const cases: [Milestone, string, string][] = [
      [
        { kind: 'streak', days: 3 },
        'You have learned 3 days in a row! Keep your streak going.',
        'تعلّمت 3 أيام دون انقطاع! حافظ على سلسلتك.',
      ],
      [
        { kind: 'streak', days: 14 },
        'You have learned 14 days in a row! Keep your streak going.',
        'تعلّمت 14 يومًا دون انقطاع! حافظ على سلسلتك.',
      ],
      [
        { kind: 'streak', days: 100 },
        'You have learned 100 days in a row! Keep your streak going.',
        'تعلّمت 100 يوم دون انقطاع! حافظ على سلسلتك.',
      ],
      [
        { kind: 'freeze', held: 1 },
        'You earned a streak freeze: if you miss a day, it keeps your streak going. You now hold 1 of 2.',
        'حصلت على تجميد للسلسلة: إن فاتك يوم فسيحفظ سلسلتك. رصيدك الآن 1 من 2.',
      ],
      [{ kind: 'lessons', count: 5 }, 'You have completed 5 lessons! Well done.', 'أكملت 5 دروس! أحسنت.'],
      [{ kind: 'lessons', count: 25 }, 'You have completed 25 lessons! Well done.', 'أكملت 25 درسًا! أحسنت.'],
      [
        { kind: 'hours', hours: 5 },
        'You have spent 5 hours learning! Well done.',
        'قضيت 5 ساعات في التعلّم! أحسنت.',
      ],
      [
        { kind: 'hours', hours: 50 },
        'You have spent 50 hours learning! Well done.',
        'قضيت 50 ساعة في التعلّم! أحسنت.',
      ],
    ];
    for (const [milestone, en, ar] of cases) expect(milestoneMessage(milestone)).toEqual({ en, ar });
  });
});
