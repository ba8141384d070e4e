/**
 * The student's conversation about a course lesson (GET /lesson/{lessonId}/conversation, the lesson
 * tutor at `/courses/ai?lesson=`): one per student and lesson, created on first use, titled with the
 * lesson's title in the student's language, with `lessonId` on it (the tutor then grounds its replies
 * in the lesson: knowledge/lessons.ts).
 *
 * Two requests at once in this process share one creation. Two API processes (MongoDB) may each
 * create one: afterwards every process keeps the oldest (ids are time-ordered) and deletes its own
 * if it is not that one, so the student ends with one conversation whatever the race.
 */
import { notFound, type LocalizedText } from '../errors.ts';
import type { Store } from '../store/index.ts';
import { isWritten, type LessonLookup } from './knowledge/lessons.ts';
import { pickLocale } from './service.ts';

export const LESSON_CONVERSATION_MESSAGES = {
  unknownLesson: {
    en: 'This lesson does not exist. Open the tutor from a lesson page of your courses.',
    ar: 'هذا الدرس غير موجود. افتح المعلّم من صفحة أحد دروس مقرراتك.',
  },
  notWritten: {
    en: 'This lesson is only an outline for now: it has no text yet for the tutor to work from. Choose a written lesson of the course.',
    ar: 'هذا الدرس مخطط فقط حتى الآن: لا نص فيه بعد ليعتمد عليه المعلّم. اختر درسًا مكتوبًا من المقرر.',
  },
} as const satisfies Record<string, LocalizedText>;

export interface LessonConversations {
  /**
   * The id of the student's conversation about the lesson (full id `courseId.lessonId`), created on
   * first use. 404 for a lesson that does not exist or is only an outline.
   */
  conversation(userId: string, lessonId: string, acceptLanguage: string | undefined): Promise<string>;
}

export interface LessonConversationsDeps {
  store: Store;
  lessons: LessonLookup;
  clock: () => Date;
}

export function createLessonConversations(deps: LessonConversationsDeps): LessonConversations {
  const { store } = deps;
  const creating = new Map<string, Promise<string>>();

  async function findOrCreate(userId: string, lessonId: string, acceptLanguage: string | undefined) {
    const lesson = deps.lessons(lessonId);
    if (!lesson) throw notFound(LESSON_CONVERSATION_MESSAGES.unknownLesson);
    if (!isWritten(lesson)) throw notFound(LESSON_CONVERSATION_MESSAGES.notWritten);
    const [existing] = await store.conversations.listForLesson(userId, lesson.id);
    if (existing) return existing._id;

    const saved = await store.settings.find(userId);
    const locale = pickLocale(saved?.settings.accessibility.mainLanguage, acceptLanguage);
    const created = await store.conversations.create({
      userId,
      title: lesson.title[locale],
      titled: true,
      lessonId: lesson.id,
      at: deps.clock().toISOString(),
    });
    // Another API process may have made one meanwhile: the oldest wins.
    const [oldest] = await store.conversations.listForLesson(userId, lesson.id);
    if (oldest && oldest._id !== created._id) {
      await store.conversations.delete(created._id, userId);
      return oldest._id;
    }
    return created._id;
  }

  return {
    conversation(userId, lessonId, acceptLanguage) {
      const key = `${userId}\n${lessonId}`;
      const running = creating.get(key);
      if (running) return running;
      const promise = findOrCreate(userId, lessonId, acceptLanguage).finally(() => creating.delete(key));
      creating.set(key, promise);
      return promise;
    },
  };
}
