/**
 * GET /lesson/{lessonId}/conversation: the student's conversation about a lesson of the real course
 * catalogue, created on first use and the same afterwards, titled with the lesson's title in the
 * student's language, with `lessonId` in the conversation answers; unknown and outline-only lessons
 * are 404 with a message that says which; another student's conversation stays theirs.
 */
import { LESSON_CONVERSATION_MESSAGES } from '../tutor/lesson-conversations.ts';
import { outlineLessonId, writtenLesson } from '../tutor/testing/lessons.ts';
import { createTestApp, requestJson, signUpUser, type TestApp } from '../testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const lesson = writtenLesson();

async function lessonConversation(token: string, lessonId: string, headers: Record<string, string> = {}) {
  const response = await requestJson(t.app, 'GET', `/lesson/${encodeURIComponent(lessonId)}/conversation`, {
    token,
    headers,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function conversation(token: string, id: string) {
  const response = await requestJson(t.app, 'GET', `/conversations/${id}`, { token });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /lesson/{lessonId}/conversation', () => {
  test('creates the conversation once, titled with the lesson, and answers the same one after', async () => {
    const { accessToken: token, user } = await signUpUser(t.app);
    const first = await lessonConversation(token, lesson.id);
    expect(first.status).toBe(200);
    const id = first.body._id as string;
    expect(id).toEqual(expect.any(String));

    const detail = await conversation(token, id);
    expect(detail.status).toBe(200);
    expect(detail.body.conversation).toMatchObject({
      _id: id,
      title: lesson.title.en,
      userFileId: null,
      lessonId: lesson.id,
    });
    expect(detail.body.messages).toEqual([]);

    // The same one again, and when asked twice at once.
    expect((await lessonConversation(token, lesson.id)).body).toEqual({ _id: id });
    const [a, b] = await Promise.all([
      lessonConversation(token, lesson.id),
      lessonConversation(token, lesson.id),
    ]);
    expect([a.body._id, b.body._id]).toEqual([id, id]);
    const list = await requestJson(t.app, 'GET', '/conversations', { token });
    expect(((await list.json()) as { conversations: unknown[] }).conversations).toEqual([
      {
        _id: id,
        title: lesson.title.en,
        userFileId: null,
        lessonId: lesson.id,
        updatedAt: expect.any(String),
      },
    ]);
    expect(await t.store.conversations.listForLesson(user._id, lesson.id)).toHaveLength(1);

    // A conversation the student deleted is made again.
    expect((await requestJson(t.app, 'DELETE', `/conversations/${id}`, { token })).status).toBe(204);
    const again = await lessonConversation(token, lesson.id);
    expect(again.status).toBe(200);
    expect(again.body._id).not.toBe(id);
  });

  test('titles it in Arabic for a student who reads Arabic', async () => {
    const { accessToken: token } = await signUpUser(t.app);
    const { body } = await lessonConversation(token, lesson.id, { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect((await conversation(token, body._id as string)).body.conversation).toMatchObject({
      title: lesson.title.ar,
      lessonId: lesson.id,
    });
  });

  test('keeps each student’s conversation their own', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const mine = (await lessonConversation(owner.accessToken, lesson.id)).body._id as string;
    const theirs = (await lessonConversation(other.accessToken, lesson.id)).body._id as string;
    expect(theirs).not.toBe(mine);
    expect((await conversation(other.accessToken, mine)).status).toBe(404);
    expect(
      (await requestJson(t.app, 'DELETE', `/conversations/${mine}`, { token: other.accessToken })).status,
    ).toBe(404);
    expect((await conversation(owner.accessToken, mine)).status).toBe(200);
  });

  test('answers 404 for an unknown lesson and for an outline-only one, saying which', async () => {
    const { accessToken: token } = await signUpUser(t.app);
    const unknown = await lessonConversation(token, 'y1-physics-1.u99-l1');
    expect(unknown).toEqual({
      status: 404,
      body: { message: LESSON_CONVERSATION_MESSAGES.unknownLesson },
    });
    expect((await lessonConversation(token, 'no-such-course')).status).toBe(404);
    const outline = await lessonConversation(token, outlineLessonId());
    expect(outline).toEqual({ status: 404, body: { message: LESSON_CONVERSATION_MESSAGES.notWritten } });
    const list = await requestJson(t.app, 'GET', '/conversations', { token });
    expect(((await list.json()) as { conversations: unknown[] }).conversations).toEqual([]);
  });

  test('needs a signed-in student', async () => {
    const response = await requestJson(t.app, 'GET', `/lesson/${lesson.id}/conversation`);
    expect(response.status).toBe(401);
  });
});
