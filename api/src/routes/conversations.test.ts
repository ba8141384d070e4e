import fs from 'node:fs/promises';
import path from 'node:path';
import { manualClock, requestJson } from '../testing.ts';
import { REUSE_WINDOW } from './conversations.ts';
import {
  createTutorHarness,
  getConversation,
  newConversation,
  PNG,
  sendJson,
  type TutorHarness,
} from '../tutor/testing/harness.ts';

const NOT_FOUND = { message: { en: 'Not found', ar: 'غير موجود' } };

let h: TutorHarness;
afterEach(async () => {
  await h.close();
});

type Page = {
  conversations: {
    _id: string;
    title: string;
    userFileId: string | null;
    lessonId: string | null;
    updatedAt: string;
  }[];
  nextCursor: string | null;
};

async function list(query = '', token = h.token): Promise<Page> {
  const response = await requestJson(h.t.app, 'GET', `/conversations${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

/** Every page of a listing, by following nextCursor. */
async function allPages(params: Record<string, string>): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) });
    const page = await list(`?${query.toString()}`);
    pages.push(page.conversations.map((c) => c.title));
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('/conversations', () => {
  test('create, list newest activity first with cursor pages, get, rename', async () => {
    const time = manualClock('2025-03-01T08:00:00.000Z');
    h = await createTutorHarness({ clock: time.clock });
    expect(await list()).toEqual({ conversations: [], nextCursor: null });

    const ids: string[] = [];
    for (const title of ['Algebra', 'Biology', 'Chemistry', 'Derivatives', 'English']) {
      ids.push(await newConversation(h, h.token, { title }));
      time.advance(1000);
    }
    const first = await list('?limit=2');
    expect(first.conversations.map((c) => c.title)).toEqual(['English', 'Derivatives']);
    expect(first.conversations[0]).toEqual({
      _id: ids[4],
      title: 'English',
      userFileId: null,
      lessonId: null,
      updatedAt: '2025-03-01T08:00:04.000Z',
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(await allPages({ limit: '2' })).toEqual([
      ['English', 'Derivatives'],
      ['Chemistry', 'Biology'],
      ['Algebra'],
    ]);

    // Activity (a message) moves a conversation to the top.
    h.fake.enqueue({ text: 'Cells are the units of life.' });
    expect((await sendJson(h, ids[1] as string, { message: 'What is a cell?' })).status).toBe(200);
    expect((await list('?limit=3')).conversations.map((c) => c.title)).toEqual([
      'Biology',
      'English',
      'Derivatives',
    ]);

    // Rename: trimmed, then the new title and the time.
    time.advance(1000);
    const renamed = await requestJson(h.t.app, 'PATCH', `/conversations/${ids[0]}`, {
      token: h.token,
      body: { title: '  Algebra: factoring  ' },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({
      conversation: {
        _id: ids[0],
        title: 'Algebra: factoring',
        userFileId: null,
        lessonId: null,
        createdAt: '2025-03-01T08:00:00.000Z',
        updatedAt: '2025-03-01T08:00:06.000Z',
      },
    });
    expect((await list('?limit=1')).conversations[0]?.title).toBe('Algebra: factoring');

    const detail = await getConversation(h, ids[1] as string);
    expect(detail.status).toBe(200);
    expect(detail.body.conversation).toMatchObject({ _id: ids[1], title: 'Biology', userFileId: null });
    expect(detail.body.messages.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'What is a cell?'],
      ['model', 'Cells are the units of life.'],
    ]);
  });

  test('a new conversation without a title is "New conversation" in the student’s language', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    expect((await getConversation(h, id)).body.conversation.title).toBe('New conversation');

    // No body at all.
    // No body at all (that empty conversation is given again: the next test).
    const bare = await h.t.app.request('/conversations', {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}` },
    });
    expect(bare.status).toBe(201);
    expect(await bare.json()).toEqual({ _id: id });

    const arabic = await requestJson(h.t.app, 'POST', '/conversations', {
      token: h.other.token,
      body: {},
      headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' },
    });
    const arabicId = ((await arabic.json()) as { _id: string })._id;
    expect((await getConversation(h, arabicId, h.other.token)).body.conversation.title).toBe('محادثة جديدة');
  });

  test('without a title, the newest conversation is given again while nothing has happened in it', async () => {
    const time = manualClock();
    h = await createTutorHarness({ clock: time.clock });
    const post = async (body: unknown = {}, token = h.token) => {
      const response = await requestJson(h.t.app, 'POST', '/conversations', { token, body });
      expect(response.status).toBe(201);
      const json = (await response.json()) as { _id: string };
      expect(Object.keys(json)).toEqual(['_id']);
      return json._id;
    };
    const ids = async () => (await list()).conversations.map((c) => c._id);

    // Opening /ai-engine three times: one conversation.
    const empty = await post();
    time.advance(1000);
    expect(await post()).toBe(empty);
    expect(await post({})).toBe(empty);
    expect(await ids()).toEqual([empty]);
    // Never another student's.
    const theirs = await post({}, h.other.token);
    expect(theirs).not.toBe(empty);

    // Once it has a message, the next visit starts a new one (given again in turn).
    h.fake.enqueue({ text: 'Cells are the units of life.' });
    expect((await sendJson(h, empty, { message: 'What is a cell?' })).status).toBe(200);
    time.advance(1000);
    const second = await post();
    expect(second).not.toBe(empty);
    expect(await post()).toBe(second);

    // A title the student chose is not the default one: a new conversation after it.
    time.advance(1000);
    await requestJson(h.t.app, 'PATCH', `/conversations/${second}`, {
      token: h.token,
      body: { title: 'Mine' },
    });
    time.advance(1000);
    const third = await post();
    expect(third).not.toBe(second);

    // Asked for with a title: always a new one; and then it is the newest, so the next is new too.
    time.advance(1000);
    const titled = await post({ title: 'Chemistry' });
    expect(titled).not.toBe(third);
    time.advance(1000);
    const fourth = await post();
    expect([third, titled]).not.toContain(fourth);

    // The newest about a file or a lesson, even untitled and without messages: not reused.
    for (const about of [{ userFileId: 'file-1' }, { lessonId: 'y1-physics-1.u1-l1' }]) {
      time.advance(1000);
      const doc = await h.t.store.conversations.create({
        userId: h.userId,
        title: 'New conversation',
        titled: false,
        at: time.clock().toISOString(),
        ...about,
      });
      time.advance(1000);
      const next = await post();
      expect(next).not.toBe(doc._id);
      expect(await post()).toBe(next);
    }
    expect(await ids()).toHaveLength(9);
  });

  test('the newest empty conversation is found below conversations active since it was made', async () => {
    const time = manualClock();
    h = await createTutorHarness({ clock: time.clock });
    const older: string[] = [];
    for (let i = 0; i < REUSE_WINDOW; i += 1) {
      older.push(await newConversation(h, h.token, { title: `Topic ${i}` }));
      time.advance(1000);
    }
    const empty = await newConversation(h);
    time.advance(1000);
    // The student went back to an older conversation: it is above the empty one in the list.
    h.fake.enqueue({ text: 'Cells are the units of life.' });
    expect((await sendJson(h, older[0] as string, { message: 'What is a cell?' })).status).toBe(200);
    expect((await list('?limit=2')).conversations.map((c) => c._id)).toEqual([older[0], empty]);
    expect(await newConversation(h)).toBe(empty);

    // Below REUSE_WINDOW conversations active since, it is not looked for: a new one is made (once).
    for (const id of older.slice(1)) {
      time.advance(1000);
      await h.t.store.conversations.touch(id, time.clock().toISOString());
    }
    const next = await newConversation(h);
    expect(next).not.toBe(empty);
    expect(await newConversation(h)).toBe(next);
  });

  test('validation: titles, limits and cursors are checked', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    const blank = await requestJson(h.t.app, 'PATCH', `/conversations/${id}`, {
      token: h.token,
      body: { title: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ issues: [{ field: 'title' }] });
    const long = await requestJson(h.t.app, 'POST', '/conversations', {
      token: h.token,
      body: { title: 'x'.repeat(121) },
    });
    expect(long.status).toBe(400);
    const unknown = await requestJson(h.t.app, 'POST', '/conversations', {
      token: h.token,
      body: { name: 'x' },
    });
    expect(unknown.status).toBe(400);

    for (const query of [
      '?limit=0',
      '?limit=51',
      '?cursor=nonsense',
      `?cursor=${Buffer.from('["x","y"]').toString('base64url')}`,
    ]) {
      const response = await requestJson(h.t.app, 'GET', `/conversations${query}`, { token: h.token });
      expect(response.status).toBe(400);
    }
    expect((await requestJson(h.t.app, 'GET', '/conversations')).status).toBe(401);
  });

  test('search: titles and message text, Arabic forms folded, with pages', async () => {
    const time = manualClock();
    h = await createTutorHarness({ clock: time.clock });
    const chemistry = await newConversation(h, h.token, { title: 'الكيمياء العامة' });
    time.advance(1000);
    const physics = await newConversation(h, h.token, { title: 'Physics' });
    time.advance(1000);
    await newConversation(h, h.token, { title: 'Unrelated' });
    time.advance(1000);
    h.fake.enqueue({ text: 'الإجابة: القُوَّة = الكتلة × التسارع' });
    expect((await sendJson(h, physics, { message: 'ما هي القوة؟' })).status).toBe(200);
    // Another student's matching conversation never shows.
    await newConversation(h, h.other.token, { title: 'الكيمياء' });

    const search = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).conversations.map((c) => c._id);
    // Hamza on alif and ta marbuta folded, in a title and in a reply.
    expect(await search('الاجابه')).toEqual([physics]);
    expect(await search('قوه')).toEqual([]); // "القوة" is one word: "قوه" is not its prefix
    expect(await search('القوه')).toEqual([physics]);
    expect(await search('الكيمياء')).toEqual([chemistry]);
    expect(await search('الكِيمِيَاء')).toEqual([chemistry]);
    expect(await search('PHYS')).toEqual([physics]);
    expect(await search('nothing-like-this')).toEqual([]);

    // Pages of a search.
    const both = await list(`?q=${encodeURIComponent('ا')}&limit=1`);
    expect(both.conversations).toHaveLength(1);
    expect(both.nextCursor).not.toBeNull();
    expect(await allPages({ q: 'ا', limit: '1' })).toEqual([['Physics'], ['الكيمياء العامة']]);
  });

  test('delete removes the conversation, its messages and their images', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    const sent = await sendJson(h, id, { message: 'Read this', file: { bytes: PNG } });
    expect(sent.status).toBe(200);
    const { messages } = (await sent.json()) as { messages: { _id: string; image: string | null }[] };
    const imageUrl = messages[0]?.image;
    expect(imageUrl).toMatch(/^http:\/\/localhost\/uploads\/[\w-]{22}\.png$/);
    const imagePath = new URL(imageUrl as string).pathname;
    expect((await h.t.app.request(imagePath)).status).toBe(200);
    // A reply saved from it stays saved, without its link to the conversation.
    const saved = await requestJson(h.t.app, 'POST', '/saved-contents', {
      token: h.token,
      body: {
        title: 'Kept',
        tag: 'physics',
        color: '#FFFFFF',
        content: 'A saved reply',
        conversationId: id,
        messageId: messages[1]?._id,
      },
    });
    expect(saved.status).toBe(201);

    const deleted = await requestJson(h.t.app, 'DELETE', `/conversations/${id}`, { token: h.token });
    expect(deleted.status).toBe(204);
    expect((await getConversation(h, id)).status).toBe(404);
    expect((await h.t.app.request(imagePath)).status).toBe(404);
    expect(await fs.readdir(path.join(h.t.dataDir, 'uploads'))).toEqual([]);
    expect(await h.t.store.conversations.findMessageForUser(messages[1]?._id as string, h.userId)).toBeNull();
    expect(await h.t.store.conversations.listMessages(id)).toEqual([]);
    expect((await list()).conversations).toEqual([]);
    const kept = await requestJson(h.t.app, 'GET', '/saved-contents', { token: h.token });
    expect(await kept.json()).toMatchObject({
      savedContents: [{ title: 'Kept', conversationId: null, messageId: null }],
    });
    expect((await requestJson(h.t.app, 'DELETE', `/conversations/${id}`, { token: h.token })).status).toBe(
      404,
    );
  });

  test('another student’s conversation (or an unknown id) is 404 with no data, on every route', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ text: 'A reply.' });
    const sent = (await (await sendJson(h, id, { message: 'Mine' })).json()) as {
      messages: { _id: string }[];
    };
    const replyId = sent.messages[1]?._id as string;
    const requestsBefore = h.fake.requests.length;

    for (const target of [id, 'no-such-conversation']) {
      const as = { token: h.other.token };
      const responses = [
        await requestJson(h.t.app, 'GET', `/conversations/${target}`, as),
        await requestJson(h.t.app, 'PATCH', `/conversations/${target}`, { ...as, body: { title: 'Stolen' } }),
        await requestJson(h.t.app, 'DELETE', `/conversations/${target}`, as),
        await sendJson(h, target, { message: 'Hello' }, as),
        await sendJson(h, target, { message: '', action: 'summarize', replyTo: replyId }, as),
        await requestJson(h.t.app, 'POST', `/ai-conversations/${target}/regenerate`, as),
        await requestJson(h.t.app, 'POST', `/ai-conversations/${target}/stop`, as),
      ];
      for (const response of responses) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(NOT_FOUND);
      }
    }
    // A reply of mine used as the target of another student's action, in their own conversation.
    const theirs = await newConversation(h, h.other.token);
    const action = await sendJson(
      h,
      theirs,
      { action: 'summarize', replyTo: replyId },
      { token: h.other.token },
    );
    expect(action.status).toBe(404);
    expect(await action.json()).toEqual(NOT_FOUND);

    expect(h.fake.requests.length).toBe(requestsBefore);
    const mine = await getConversation(h, id);
    expect(mine.body.conversation.title).toBe('Mine');
    expect(mine.body.messages).toHaveLength(2);
    expect((await list('', h.other.token)).conversations.map((c) => c._id)).toEqual([theirs]);
  });
});
