import type { LocalizedText } from '../errors.ts';

/** User-visible texts of the courses API, in both languages. */
export const COURSE_MESSAGES = {
  courseNotFound: { en: 'This course was not found', ar: 'لم يُعثر على هذا المقرر' },
  lessonNotFound: { en: 'This lesson was not found', ar: 'لم يُعثر على هذا الدرس' },
  lessonNotWritten: {
    en: 'This lesson is an outline: its text is not written yet',
    ar: 'هذا الدرس مخطط فقط، ولم يُكتب نصه بعد',
  },
  /** The home page's suggestion when there is no course to suggest. */
  quizFromMaterials: {
    en: 'Make a quiz from your own notes',
    ar: 'أنشئ اختبارًا من ملاحظاتك',
  },
} as const satisfies Record<string, LocalizedText>;
