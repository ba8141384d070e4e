/**
 * "Quiz me on …" in the offline study engine: the topic is looked up where the student studies it
 * (the conversation's lesson or file, else the course lessons, else the student's files and saved
 * content), a quiz is built through the quiz engine (a lesson's question bank, or questions made from
 * the material) and the reply is a link that opens it on /quiz (`[…](#quiz=<attemptId>)`).
 */
import { AppError } from '../../errors.ts';
import type { QuizSource } from '../../quiz/types.ts';
import type { Locale, Passage, PassageSource } from '../types.ts';
import { inline } from './messages.ts';

/** The quiz engine as the tutor uses it (QuizService.create). */
export type CreateQuiz = (
  userId: string,
  input: { source: QuizSource; count?: number },
  signal?: AbortSignal,
) => Promise<{ _id: string; title: { en: string; ar: string }; questions: readonly unknown[] }>;

/** Questions in a quiz the tutor builds (a short check, not an exam). */
export const TUTOR_QUIZ_QUESTIONS = 6;

export const QUIZ_MESSAGES = {
  ready: {
    en: (title: string, count: number, link: string) =>
      `I built a quiz of ${count} questions: **${title}**.\n\n${link}\n\nAnswer them all, then submit to see your score and an explanation for each question.`,
    ar: (title: string, count: number, link: string) =>
      `أعددت لك اختبارًا من ${count} ${count >= 3 && count <= 10 ? 'أسئلة' : 'سؤالًا'}: **${title}**.\n\n${link}\n\nأجب عن الأسئلة كلها ثم سلّم الاختبار لترى درجتك وشرح كل سؤال.`,
  },
  start: { en: 'Start the quiz', ar: 'ابدأ الاختبار' },
  from: {
    en: (where: string) => `It is built from ${where}.`,
    ar: (where: string) => `وهو مبني من ${where}.`,
  },
  noTopic: {
    en: 'Which topic should the quiz cover? Name it, for example "Quiz me on SI units" or "Quiz me on the parts of the cell".',
    ar: 'في أي موضوع تريد الاختبار؟ اذكره، مثل: «اختبرني في وحدات النظام الدولي» أو «اختبرني في أجزاء الخلية».',
  },
  notFound: {
    en: (topic: string) =>
      `I couldn't find “${topic}” in the written lessons or your material, so I can't build a quiz on it yet.`,
    ar: (topic: string) =>
      `لم أجد «${topic}» في الدروس المكتوبة ولا في موادك، لذا لا أستطيع إعداد اختبار فيه بعد.`,
  },
  notEnough: {
    en: 'There is not enough text on this topic in your material to build a quiz. Try a lesson topic instead.',
    ar: 'لا يوجد في موادك نص كافٍ عن هذا الموضوع لإعداد اختبار. جرّب موضوعًا من الدروس.',
  },
} as const;

/** Where a quiz's questions come from, from the best passage about the topic. */
export function quizSourceOf(source: PassageSource): QuizSource | null {
  switch (source.kind) {
    case 'lesson':
      return { kind: 'lesson', lessonId: source.id };
    case 'file':
      return { kind: 'file', fileId: source.id };
    case 'saved':
      return { kind: 'saved' };
  }
}

function whereOf(source: PassageSource, lang: Locale): string {
  const title = inline(source.title);
  if (source.kind === 'lesson')
    return lang === 'ar' ? `أسئلة درس «${title}»` : `the questions of the lesson “${title}”`;
  if (source.kind === 'file') return lang === 'ar' ? `ملفك «${title}»` : `your file “${title}”`;
  return lang === 'ar' ? 'المحتوى الذي حفظته' : 'your saved content';
}

/**
 * The reply to "quiz me": builds the quiz from the first passage that can make one (the passages are
 * best first) and links to it, or says plainly why there is none.
 */
export async function quizReply(options: {
  createQuiz: CreateQuiz;
  userId: string;
  topic: string;
  passages: readonly Passage[];
  lang: Locale;
  signal?: AbortSignal;
}): Promise<string> {
  const { lang, topic } = options;
  if (options.passages.length === 0)
    return topic === '' ? QUIZ_MESSAGES.noTopic[lang] : QUIZ_MESSAGES.notFound[lang](inline(topic));
  const tried = new Set<string>();
  let notEnough = false;
  for (const passage of options.passages) {
    const source = quizSourceOf(passage.source);
    if (!source) continue;
    const key = JSON.stringify(source);
    if (tried.has(key)) continue;
    tried.add(key);
    try {
      const attempt = await options.createQuiz(
        options.userId,
        { source, count: TUTOR_QUIZ_QUESTIONS },
        options.signal,
      );
      const link = `[${QUIZ_MESSAGES.start[lang]}](#quiz=${attempt._id})`;
      return [
        QUIZ_MESSAGES.ready[lang](inline(attempt.title[lang]), attempt.questions.length, link),
        QUIZ_MESSAGES.from[lang](whereOf(passage.source, lang)),
      ].join('\n\n');
    } catch (error) {
      // Too little text in that material (422) or gone meanwhile (404): the next passage may do.
      if (error instanceof AppError && (error.status === 422 || error.status === 404)) {
        notEnough ||= error.status === 422;
        continue;
      }
      throw error;
    }
  }
  return notEnough ? QUIZ_MESSAGES.notEnough[lang] : QUIZ_MESSAGES.notFound[lang](inline(topic));
}
