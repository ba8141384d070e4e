/**
 * User-visible texts of the spaced review, in both languages: the API's errors, the reminder, and the
 * labels of the cards made from quiz questions (each card is written in one language, so the labels
 * are per language rather than `{en, ar}` pairs).
 */
import type { LocalizedText } from '../errors.ts';
import type { Locale } from '../tutor/types.ts';

export const REVIEW_MESSAGES = {
  cardNotFound: { en: 'This review card was not found', ar: 'لم يُعثر على بطاقة المراجعة هذه' },
  alreadyGraded: {
    en: 'This card was just graded. Load your review queue again',
    ar: 'قُيّمت هذه البطاقة للتو. حمّل قائمة المراجعة من جديد',
  },
} as const satisfies Record<string, LocalizedText>;

const arabicPlural = new Intl.PluralRules('ar');

/** "1 card", "2 cards" / "بطاقة واحدة", "بطاقتان", "3 بطاقات", "11 بطاقة" (Arabic number agreement). */
export function cardCount(n: number): LocalizedText {
  const en = `${n} ${n === 1 ? 'card' : 'cards'}`;
  switch (arabicPlural.select(n)) {
    case 'one':
      return { en, ar: 'بطاقة واحدة' };
    case 'two':
      return { en, ar: 'بطاقتان' };
    case 'few':
      return { en, ar: `${n} بطاقات` };
    default:
      // "many" (11-99) takes the singular accusative, "other" (0, 100, 101...) the singular genitive:
      // both are written بطاقة.
      return { en, ar: `${n} بطاقة` };
  }
}

/** The daily reminder (a notification of the 'lessons' category): `due` cards are waiting. */
export function reviewReminderMessage(due: number): LocalizedText {
  const count = cardCount(due);
  return {
    en: `You have ${count.en} to review today. A short review session now helps you remember what you learned.`,
    ar: `لديك ${count.ar} للمراجعة اليوم. جلسة مراجعة قصيرة الآن تساعدك على تثبيت ما تعلّمته.`,
  };
}

/** Labels of the cards made from quiz questions, in the card's language. */
export interface CardLabels {
  answer: string;
  answers: string;
  explanation: string;
  source: string;
  trueOrFalse: string;
  true: string;
  false: string;
  chooseAll: string;
  matchPrompt: string;
  orderPrompt: string;
  alsoAccepted: string;
}

export const CARD_LABELS: Record<Locale, CardLabels> = {
  en: {
    answer: 'Answer',
    answers: 'Answers',
    explanation: 'Explanation',
    source: 'Source',
    trueOrFalse: 'True or false?',
    true: 'True',
    false: 'False',
    chooseAll: 'Choose every right answer.',
    matchPrompt: 'Match each item with one of:',
    orderPrompt: 'Put these in order:',
    alsoAccepted: 'Also accepted',
  },
  ar: {
    answer: 'الإجابة',
    answers: 'الإجابات',
    explanation: 'الشرح',
    source: 'المصدر',
    trueOrFalse: 'صواب أم خطأ؟',
    true: 'صواب',
    false: 'خطأ',
    chooseAll: 'اختر كل الإجابات الصحيحة.',
    matchPrompt: 'صِل كل عنصر بأحد ما يلي:',
    orderPrompt: 'رتّب ما يلي:',
    alsoAccepted: 'يُقبل أيضًا',
  },
};
