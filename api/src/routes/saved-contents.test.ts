import { SAVED_COLORS } from './saved-contents.ts';
import { createTestApp, manualClock, requestJson, signUpUser, type TestApp } from '../testing.ts';

interface SavedContent {
  _id: string;
  title: string;
  tag: string;
  color: string;
  content: string;
  conversationId: string | null;
  messageId: string | null;
  createdAt: string;
  updatedAt: string;
}
interface Page {
  savedContents: SavedContent[];
  tags: string[];
  nextCursor: string | null;
}
interface ErrorBody {
  message: { en: string; ar: string };
  issues?: { field: string; message: { en: string; ar: string } }[];
}

const ITEM = {
  title: 'Photosynthesis',
  tag: 'Biology',
  color: '#D2E4E2',
  content: 'Plants turn light, water and carbon dioxide into glucose and oxygen.\n\n- light\n- water',
};

let t: TestApp;
let token: string;
let userId: string;
let time: ReturnType<typeof manualClock>;
beforeEach(async () => {
  time = manualClock('2025-03-01T08:00:00.000Z');
  t = await createTestApp({ clock: time.clock });
  const student = await signUpUser(t.app);
  token = student.accessToken;
  userId = student.user._id;
});
afterEach(async () => {
  await t.close();
});

const post = (body: unknown, as = token) =>
  requestJson(t.app, 'POST', '/saved-contents', { token: as, body });
const patch = (id: string, body: unknown, as = token) =>
  requestJson(t.app, 'PATCH', `/saved-contents/${encodeURIComponent(id)}`, { token: as, body });
const remove = (id: string, as = token) =>
  requestJson(t.app, 'DELETE', `/saved-contents/${encodeURIComponent(id)}`, { token: as });
async function list(query = '', as = token): Promise<Page> {
  const response = await requestJson(t.app, 'GET', `/saved-contents${query}`, { token: as });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}
async function save(
  fields: Partial<typeof ITEM> = {},
  as = token,
  source: { conversationId?: string; messageId?: string } = {},
): Promise<SavedContent> {
  const response = await post({ ...ITEM, ...fields, ...source }, as);
  expect(response.status).toBe(201);
  return ((await response.json()) as { savedContent: SavedContent }).savedContent;
}

describe('POST /saved-contents', () => {
  test('saves the content and answers it with 201; GET lists it', async () => {
    const response = await post({ ...ITEM, title: '  Photosynthesis  ', tag: ' Biology ' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { savedContent } = (await response.json()) as { savedContent: SavedContent };
    expect(savedContent).toEqual({
      _id: expect.any(String) as string,
      ...ITEM,
      conversationId: null,
      messageId: null,
      createdAt: '2025-03-01T08:00:00.000Z',
      updatedAt: '2025-03-01T08:00:00.000Z',
    });
    expect(await list()).toEqual({ savedContents: [savedContent], tags: ['Biology'], nextCursor: null });
  });

  test('keeps Arabic text, line breaks and tabs in the content', async () => {
    const content = 'التمثيل الضوئي:\n\tيحوّل النبات الضوء والماء إلى سكر.\r\n$E = mc^2$';
    const saved = await save({ title: 'التمثيل الضوئي', tag: 'أحياء', content });
    expect(saved).toMatchObject({ title: 'التمثيل الضوئي', tag: 'أحياء', content });
  });

  test('accepts each of the five swatches', async () => {
    expect(SAVED_COLORS).toEqual(['#D2E4E2', '#FFD5EA', '#FFFFFF', '#FEE7A6', '#D8CAE8']);
    for (const color of SAVED_COLORS) expect((await save({ color })).color).toBe(color);
  });

  test('needs a bearer token, on every route', async () => {
    expect((await requestJson(t.app, 'POST', '/saved-contents', { body: ITEM })).status).toBe(401);
    expect((await requestJson(t.app, 'GET', '/saved-contents')).status).toBe(401);
    expect((await requestJson(t.app, 'PATCH', '/saved-contents/x', { body: { title: 'a' } })).status).toBe(
      401,
    );
    expect((await requestJson(t.app, 'DELETE', '/saved-contents/x')).status).toBe(401);
  });

  type Case = [label: string, body: Record<string, unknown>, field: string, en: string, ar: string];
  const cases: Case[] = [
    ['no title', { title: undefined }, 'title', 'title is required', 'الحقل title مطلوب'],
    ['a blank title', { title: '   ' }, 'title', 'title must not be empty', 'الحقل title يجب ألا يكون فارغًا'],
    [
      'a title over 120 characters',
      { title: 'a'.repeat(121) },
      'title',
      'title must be at most 120 characters long',
      'الحقل title يجب ألا يزيد عدد أحرفه على 120',
    ],
    [
      'a title with a line break',
      { title: 'two\nlines' },
      'title',
      'title must not contain control characters',
      'الحقل title يجب ألا يحتوي على محارف تحكم',
    ],
    ['no tag', { tag: undefined }, 'tag', 'tag is required', 'الحقل tag مطلوب'],
    ['a blank tag', { tag: '' }, 'tag', 'tag must not be empty', 'الحقل tag يجب ألا يكون فارغًا'],
    [
      'a tag over 40 characters',
      { tag: 'x'.repeat(41) },
      'tag',
      'tag must be at most 40 characters long',
      'الحقل tag يجب ألا يزيد عدد أحرفه على 40',
    ],
    ['no color', { color: undefined }, 'color', 'color is required', 'الحقل color مطلوب'],
    [
      'a color outside the five swatches',
      { color: '#000000' },
      'color',
      'color must be one of: #D2E4E2, #FFD5EA, #FFFFFF, #FEE7A6, #D8CAE8',
      'الحقل color يجب أن تكون قيمته إحدى القيم: #D2E4E2، #FFD5EA، #FFFFFF، #FEE7A6، #D8CAE8',
    ],
    ['no content', { content: undefined }, 'content', 'content is required', 'الحقل content مطلوب'],
    [
      'blank content',
      { content: ' \n ' },
      'content',
      'content must not be empty',
      'الحقل content يجب ألا يكون فارغًا',
    ],
    [
      'content over 20000 characters',
      { content: 'z'.repeat(20_001) },
      'content',
      'content must be at most 20000 characters long',
      'الحقل content يجب ألا يزيد عدد أحرفه على 20000',
    ],
    [
      'content with a control character',
      { content: 'bell \u0007' },
      'content',
      'content must not contain control characters other than line breaks and tabs',
      'الحقل content يجب ألا يحتوي على محارف تحكم غير فواصل الأسطر ومسافات الجدولة',
    ],
    [
      'content with half an emoji',
      { content: 'broken \ud83d' },
      'content',
      'content must not contain broken characters (unpaired UTF-16 surrogates)',
      'الحقل content يجب ألا يحتوي على محارف تالفة (أنصاف أزواج بديلة في UTF-16)',
    ],
    [
      'an unknown field',
      { pinned: true },
      'pinned',
      'pinned is not an allowed field',
      'الحقل pinned غير مسموح به',
    ],
  ];

  test.each(cases)(
    'refuses %s with a 400 naming the field in English and Arabic',
    async (_label, change, field, en, ar) => {
      const response = await post({ ...ITEM, ...change });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.issues).toEqual([{ field, message: { en, ar } }]);
      expect(body.message).toEqual({
        en: `Invalid request data: ${en}`,
        ar: `البيانات المرسلة غير صالحة: ${ar}`,
      });
      expect((await list()).savedContents).toEqual([]);
    },
  );

  test('a content of exactly 20000 characters is accepted', async () => {
    expect((await save({ content: 'z'.repeat(20_000) })).content).toHaveLength(20_000);
  });

  test('remembers the conversation and message it came from, when they are the student’s', async () => {
    const at = time.clock().toISOString();
    const conversation = await t.store.conversations.create({ userId, title: 'Biology', titled: true, at });
    const message = await t.store.conversations.addMessage({
      conversationId: conversation._id,
      userId,
      sender: 'model',
      content: ITEM.content,
      createdAt: at,
    });
    const saved = await save({}, token, { conversationId: conversation._id, messageId: message._id });
    expect(saved).toMatchObject({ conversationId: conversation._id, messageId: message._id });
    expect((await list()).savedContents[0]).toMatchObject({
      conversationId: conversation._id,
      messageId: message._id,
    });
    const conversationOnly = await save({}, token, { conversationId: conversation._id });
    expect(conversationOnly).toMatchObject({ conversationId: conversation._id, messageId: null });
  });

  test('another student’s conversation or message, or a message of another conversation, is 404', async () => {
    const other = await signUpUser(t.app);
    const at = time.clock().toISOString();
    const theirs = await t.store.conversations.create({
      userId: other.user._id,
      title: 'x',
      titled: true,
      at,
    });
    const theirMessage = await t.store.conversations.addMessage({
      conversationId: theirs._id,
      userId: other.user._id,
      sender: 'model',
      content: 'their reply',
      createdAt: at,
    });
    const mine = await t.store.conversations.create({ userId, title: 'y', titled: true, at });
    const mine2 = await t.store.conversations.create({ userId, title: 'z', titled: true, at });
    const myMessage = await t.store.conversations.addMessage({
      conversationId: mine2._id,
      userId,
      sender: 'model',
      content: 'my reply',
      createdAt: at,
    });
    for (const source of [
      { conversationId: theirs._id },
      { conversationId: theirs._id, messageId: theirMessage._id },
      { conversationId: mine._id, messageId: theirMessage._id },
      { conversationId: mine._id, messageId: myMessage._id },
    ]) {
      expect((await post({ ...ITEM, ...source })).status).toBe(404);
    }
    expect((await list()).savedContents).toEqual([]);
  });

  test('a source conversation that is not the student’s is refused with 404, and nothing is saved', async () => {
    for (const source of [
      { conversationId: 'no-such-conversation' },
      { conversationId: 'no-such-conversation', messageId: 'no-such-message' },
      { messageId: 'a-message-without-its-conversation' },
    ]) {
      const response = await post({ ...ITEM, ...source });
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).message.en).toMatch(/conversation or message/);
    }
    expect((await list()).savedContents).toEqual([]);
  });
});

describe('GET /saved-contents', () => {
  test('lists newest first, pages with the cursor, and shows only the student’s own', async () => {
    const saved: SavedContent[] = [];
    for (let i = 0; i < 5; i += 1) {
      saved.push(await save({ title: `Item ${i}` }));
      time.advance(1000);
    }
    const other = await signUpUser(t.app);
    await save({ title: 'Not yours' }, other.accessToken);

    const first = await list('?limit=2');
    expect(first.savedContents.map((s) => s.title)).toEqual(['Item 4', 'Item 3']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.savedContents.map((s) => s.title)).toEqual(['Item 2', 'Item 1']);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.savedContents.map((s) => s.title)).toEqual(['Item 0']);
    expect(third.nextCursor).toBeNull();

    expect((await list()).savedContents).toEqual([...saved].reverse());
    expect((await list('', other.accessToken)).savedContents.map((s) => s.title)).toEqual(['Not yours']);
  });

  test('newest first even when saved within the same clock tick', async () => {
    for (const title of ['first', 'second', 'third']) await save({ title });
    expect((await list()).savedContents.map((s) => s.title)).toEqual(['third', 'second', 'first']);
  });

  test('filters by tag and by colour, together or apart; `tags` always lists every distinct tag', async () => {
    await save({ title: 'a', tag: 'Biology', color: '#FFFFFF' });
    await save({ title: 'b', tag: 'رياضيات', color: '#FFD5EA' });
    await save({ title: 'c', tag: 'Biology', color: '#FFD5EA' });
    await save({ title: 'd', tag: 'Algebra', color: '#FEE7A6' });

    const titles = async (query: string) => (await list(query)).savedContents.map((s) => s.title);
    expect(await titles('?tag=Biology')).toEqual(['c', 'a']);
    expect(await titles(`?tag=${encodeURIComponent('رياضيات')}`)).toEqual(['b']);
    expect(await titles(`?color=${encodeURIComponent('#FFD5EA')}`)).toEqual(['c', 'b']);
    expect(await titles(`?tag=Biology&color=${encodeURIComponent('#FFD5EA')}`)).toEqual(['c']);
    expect(await titles('?tag=Chemistry')).toEqual([]);

    const filtered = await list('?tag=Chemistry');
    expect(filtered.tags).toEqual(['Algebra', 'Biology', 'رياضيات']);
  });

  test('a filtered list pages with the cursor too', async () => {
    for (let i = 0; i < 4; i += 1)
      await save({ title: `bio ${i}`, tag: i % 2 === 0 ? 'Biology' : 'Physics' });
    const first = await list('?tag=Biology&limit=1');
    expect(first.savedContents.map((s) => s.title)).toEqual(['bio 2']);
    const second = await list(`?tag=Biology&limit=1&cursor=${first.nextCursor}`);
    expect(second.savedContents.map((s) => s.title)).toEqual(['bio 0']);
    expect(second.nextCursor).toBeNull();
  });

  test('refuses a bad colour, limit or cursor with a localized 400', async () => {
    for (const query of ['?color=red', '?limit=0', '?limit=101', '?cursor=not-a-cursor', '?tag=']) {
      const response = await requestJson(t.app, 'GET', `/saved-contents${query}`, { token });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.message.en).toMatch(/^Invalid query parameters: /);
      expect(body.message.ar).toMatch(/^معاملات الاستعلام غير صالحة: /);
    }
  });
});

describe('PATCH /saved-contents/{id}', () => {
  test('changes only the fields sent and moves updatedAt', async () => {
    const saved = await save();
    time.advance(60_000);
    const response = await patch(saved._id, { title: ' Light reactions ', color: '#FEE7A6' });
    expect(response.status).toBe(200);
    const { savedContent } = (await response.json()) as { savedContent: SavedContent };
    expect(savedContent).toEqual({
      ...saved,
      title: 'Light reactions',
      color: '#FEE7A6',
      updatedAt: '2025-03-01T08:01:00.000Z',
    });
    expect((await list()).savedContents).toEqual([savedContent]);

    const again = await patch(saved._id, { tag: 'Science', content: 'New text' });
    expect(((await again.json()) as { savedContent: SavedContent }).savedContent).toMatchObject({
      title: 'Light reactions',
      tag: 'Science',
      content: 'New text',
    });
    expect((await list()).tags).toEqual(['Science']);
  });

  test('validates what it is sent, in English and Arabic', async () => {
    const saved = await save();
    const blank = await patch(saved._id, { title: '' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ErrorBody).issues).toEqual([
      { field: 'title', message: { en: 'title must not be empty', ar: 'الحقل title يجب ألا يكون فارغًا' } },
    ]);
    const color = await patch(saved._id, { color: '#123456' });
    expect(((await color.json()) as ErrorBody).issues?.[0]?.field).toBe('color');
    const empty = await patch(saved._id, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).message).toEqual({
      en: 'Invalid request data: The request body must change at least one of title, tag, color, content',
      ar: 'البيانات المرسلة غير صالحة: محتوى الطلب يجب أن يغيّر حقلًا واحدًا على الأقل من title وtag وcolor وcontent',
    });
    const source = await patch(saved._id, { conversationId: 'c1' });
    expect(((await source.json()) as ErrorBody).issues?.[0]).toMatchObject({ field: 'conversationId' });
    expect((await list()).savedContents).toEqual([saved]);
  });
});

describe('DELETE /saved-contents/{id}', () => {
  test('deletes with 204; the item is gone and its tag leaves the list when it was the last', async () => {
    const keep = await save({ tag: 'Keep' });
    const gone = await save({ tag: 'Gone' });
    const response = await remove(gone._id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await list()).toEqual({ savedContents: [keep], tags: ['Keep'], nextCursor: null });
    expect((await remove(gone._id)).status).toBe(404);
  });
});

describe('another student’s item', () => {
  test('is 404 on every route, with no data, and stays unchanged', async () => {
    const mine = await save();
    const other = await signUpUser(t.app);
    const answers = [
      await patch(mine._id, { title: 'Taken' }, other.accessToken),
      await remove(mine._id, other.accessToken),
      await patch('no-such-id', { title: 'x' }),
      await remove('no-such-id'),
    ];
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: { en: 'This saved content was not found', ar: 'لم يُعثر على هذا المحتوى المحفوظ' },
      });
    }
    expect((await list()).savedContents).toEqual([mine]);
    expect((await list('', other.accessToken)).savedContents).toEqual([]);
    expect((await list('', other.accessToken)).tags).toEqual([]);
  });
});

describe('the repository', () => {
  test('listForUser gives all of a student’s items, newest first (the offline tutor reads them)', async () => {
    const { user, accessToken: me } = await signUpUser(t.app);
    for (let i = 0; i < 30; i += 1) await save({ title: `n${i}` }, me);
    await save({ title: 'someone else' });
    const all = await t.store.savedContents.listForUser(user._id);
    expect(all.map((d) => d.title)).toEqual(Array.from({ length: 30 }, (_, i) => `n${29 - i}`));
    expect(all.every((d) => d.userId === user._id)).toBe(true);
  });

  test('detachConversation keeps the items of a deleted conversation but forgets their source', async () => {
    const at = time.clock().toISOString();
    const conversation = await t.store.conversations.create({ userId, title: 'x', titled: true, at });
    const from = await save({ title: 'from it' }, token, { conversationId: conversation._id });
    await save({ title: 'other' });
    expect(await t.store.savedContents.detachConversation(conversation._id, 'someone-else')).toBe(0);
    expect(await t.store.savedContents.detachConversation(conversation._id, userId)).toBe(1);
    const after = await t.store.savedContents.findForUser(from._id, userId);
    expect(after).toMatchObject({ title: 'from it' });
    expect(after).not.toHaveProperty('conversationId');
    expect(after).not.toHaveProperty('messageId');
  });
});
