import type { LocalizedText } from '../errors.ts';

/** User-visible texts of the quiz API, in both languages. */
export const QUIZ_MESSAGES = {
  attemptNotFound: { en: 'This quiz was not found', ar: 'لم يُعثر على هذا الاختبار' },
  questionNotFound: {
    en: 'This question is not part of the quiz',
    ar: 'هذا السؤال ليس من أسئلة الاختبار',
  },
  unanswered: {
    en: 'You need to answer all questions before submitting',
    ar: 'يجب الإجابة عن جميع الأسئلة قبل الإرسال',
  },
  alreadySubmitted: {
    en: 'This quiz was already submitted: its answers can no longer change',
    ar: 'أُرسل هذا الاختبار بالفعل، ولم يعد من الممكن تغيير إجاباته',
  },
  notInteractive: {
    en: 'This quiz gives its feedback when it is submitted, not question by question',
    ar: 'يعرض هذا الاختبار نتيجته عند إرساله، لا سؤالًا بسؤال',
  },
  questionFinished: {
    en: 'This question is finished: it was answered right or has no tries left',
    ar: 'انتهى هذا السؤال: أُجيب عنه إجابة صحيحة أو لم تبقَ له محاولات',
  },
  answerFirst: {
    en: 'Answer the question before checking it',
    ar: 'أجب عن السؤال قبل التحقق من إجابتك',
  },
  reviewNeedsSubmit: {
    en: 'Submit the quiz before saving its questions for review',
    ar: 'أرسل الاختبار قبل حفظ أسئلته للمراجعة',
  },
  lessonNotFound: { en: 'This lesson was not found', ar: 'لم يُعثر على هذا الدرس' },
  unitNotFound: { en: 'This unit was not found', ar: 'لم يُعثر على هذه الوحدة' },
  noBank: {
    en: 'This lesson has no questions yet: only the first unit of each course is written so far',
    ar: 'لا توجد أسئلة لهذا الدرس بعد، فالوحدة الأولى وحدها مكتوبة في كل مقرر حتى الآن',
  },
  unitNoBank: {
    en: 'This unit has no questions yet: only the first unit of each course is written so far',
    ar: 'لا توجد أسئلة لهذه الوحدة بعد، فالوحدة الأولى وحدها مكتوبة في كل مقرر حتى الآن',
  },
  fileNotFound: { en: 'This file was not found', ar: 'لم يُعثر على هذا الملف' },
  folderNotFound: { en: 'This folder was not found', ar: 'لم يُعثر على هذا المجلد' },
  conversationNotFound: { en: 'This conversation was not found', ar: 'لم يُعثر على هذه المحادثة' },
  fileNotReady: {
    en: 'This file is still being read. Try again when it is ready',
    ar: 'ما زال هذا الملف قيد القراءة. حاول مجددًا عندما يصبح جاهزًا',
  },
  fileUnreadable: {
    en: 'No text could be read from this file, so no quiz can be made from it',
    ar: 'تعذّرت قراءة نص من هذا الملف، لذا لا يمكن إعداد اختبار منه',
  },
  notEnoughMaterial: {
    en: 'There is not enough text here to make a quiz. Add more notes or choose a longer file',
    ar: 'لا يوجد هنا نص كافٍ لإعداد اختبار. أضف ملاحظات أكثر أو اختر ملفًا أطول',
  },
} as const satisfies Record<string, LocalizedText>;

/** Attempt titles. */
export const QUIZ_TITLES = {
  lesson: (title: LocalizedText): LocalizedText => ({ en: `Quiz: ${title.en}`, ar: `اختبار: ${title.ar}` }),
  lessonCheck: (title: LocalizedText): LocalizedText => ({
    en: `Lesson check: ${title.en}`,
    ar: `التحقق من فهم الدرس: ${title.ar}`,
  }),
  unit: (title: LocalizedText): LocalizedText => ({
    en: `Unit quiz: ${title.en}`,
    ar: `اختبار الوحدة: ${title.ar}`,
  }),
  named: (name: string): LocalizedText => ({ en: `Quiz: ${name}`, ar: `اختبار: ${name}` }),
  saved: (tag: string | undefined): LocalizedText =>
    tag === undefined
      ? { en: 'Quiz: my saved content', ar: 'اختبار: المحتوى الذي حفظته' }
      : { en: `Quiz: saved content “${tag}”`, ar: `اختبار: المحتوى المحفوظ «${tag}»` },
} as const;
