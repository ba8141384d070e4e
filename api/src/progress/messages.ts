/**
 * Texts of the progress notifications, in English and Modern Standard Arabic: a badge earned
 * (type 'achievement') and a milestone reached (type 'progress': a streak length, a freeze earned,
 * lessons completed, learning hours). Digits stay Western in the stored text, as elsewhere in the API;
 * Arabic nouns agree with their count (3-10: plural; 11-99: singular accusative; 100: singular).
 */
import type { LocalizedText } from '../errors.ts';
import type { Milestone } from './aggregate.ts';
import type { Badge } from './badges.ts';
import { MAX_FREEZES } from './streaks.ts';

interface ArabicNoun {
  /** 1, alone: "يوم واحد". */
  one: string;
  /** 2, alone: "يومان". */
  two: string;
  /** After 3-10: "أيام". */
  few: string;
  /** After 11-99: "يومًا". */
  many: string;
  /** After 100, 200 …: "يوم". */
  hundred: string;
}

/** A count and its noun in Arabic: "3 أيام", "14 يومًا", "100 يوم". */
export function arabicCount(n: number, noun: ArabicNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n} ${noun.few}`;
  if (rest >= 11) return `${n} ${noun.many}`;
  return `${n} ${noun.hundred}`;
}

const DAYS: ArabicNoun = { one: 'يومًا واحدًا', two: 'يومين', few: 'أيام', many: 'يومًا', hundred: 'يوم' };
const LESSONS: ArabicNoun = { one: 'درسًا واحدًا', two: 'درسين', few: 'دروس', many: 'درسًا', hundred: 'درس' };
const HOURS: ArabicNoun = { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', hundred: 'ساعة' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const PROGRESS_TEXTS = {
  /** A badge earned: its title and what the student did. */
  badgeEarned: (badge: Pick<Badge, 'title' | 'achieved'>): LocalizedText => ({
    en: `New badge: “${badge.title.en}”. ${badge.achieved.en}`,
    ar: `حصلت على وسام «${badge.title.ar}». ${badge.achieved.ar}`,
  }),

  streak: (days: number): LocalizedText => ({
    en: `You have learned ${plural(days, 'day', 'days')} in a row! Keep your streak going.`,
    ar: `تعلّمت ${arabicCount(days, DAYS)} دون انقطاع! حافظ على سلسلتك.`,
  }),

  freezeEarned: (held: number): LocalizedText => ({
    en:
      `You earned a streak freeze: if you miss a day, it keeps your streak going. ` +
      `You now hold ${held} of ${MAX_FREEZES}.`,
    ar: `حصلت على تجميد للسلسلة: إن فاتك يوم فسيحفظ سلسلتك. رصيدك الآن ${held} من ${MAX_FREEZES}.`,
  }),

  lessons: (count: number): LocalizedText => ({
    en: `You have completed ${plural(count, 'lesson', 'lessons')}! Well done.`,
    ar: `أكملت ${arabicCount(count, LESSONS)}! أحسنت.`,
  }),

  hours: (hours: number): LocalizedText => ({
    en: `You have spent ${plural(hours, 'hour', 'hours')} learning! Well done.`,
    ar: `قضيت ${arabicCount(hours, HOURS)} في التعلّم! أحسنت.`,
  }),
} as const;

/** The notification text of a milestone. */
export function milestoneMessage(milestone: Milestone): LocalizedText {
  switch (milestone.kind) {
    case 'streak':
      return PROGRESS_TEXTS.streak(milestone.days);
    case 'freeze':
      return PROGRESS_TEXTS.freezeEarned(milestone.held);
    case 'lessons':
      return PROGRESS_TEXTS.lessons(milestone.count);
    case 'hours':
      return PROGRESS_TEXTS.hours(milestone.hours);
  }
}
