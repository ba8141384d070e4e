import { MAX_RECENT_SEARCHES } from '../store/search-history.ts';
import { createTestApp, manualClock, requestJson, signUpUser, type TestApp } from '../testing.ts';

interface LessonHit {
  lessonId: string;
  courseId: string;
  title: { en: string; ar: string };
  written: boolean;
  section?: { id: string; heading: { en: string; ar: string } };
  snippet: string;
}
interface Results {
  lessons: LessonHit[];
  materials: { fileId: string; name: string; page: number; unit: string; snippet: string }[];
  conversations: { _id: string; title: string; snippet: string }[];
  saved: { _id: string; title: string; snippet: string }[];
}
interface Recent {
  recent: { query: string; at: string }[];
}

let t: TestApp;
let time: ReturnType<typeof manualClock>;
let token: string;
let userId: string;
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

/** A section and a ready file with these pages, written through the store (no upload, no OCR). */
async function fileWithPages(
  owner: string,
  name: string,
  pages: string[],
  mime = 'application/pdf',
): Promise<string> {
  const now = time.clock().toISOString();
  const section = await t.store.materials.insert({
    userId: owner,
    kind: 'section',
    name: 'Science',
    color: '#D2E4E2',
    createdAt: now,
    updatedAt: now,
  });
  const file = await t.store.materials.insert({
    userId: owner,
    kind: 'file',
    name,
    color: '#FFFFFF',
    parentId: section._id,
    mime,
    size: 2048,
    blobId: `blob-${crypto.randomUUID()}`,
    status: 'ready',
    pageCount: pages.length,
    createdAt: now,
    updatedAt: now,
  });
  await t.store.materials.putPages(
    owner,
    file._id,
    pages.map((text, i) => ({ page: i + 1, text, ocr: false })),
  );
  return file._id;
}

async function search(q: string, as = token, limit?: number): Promise<Results> {
  const query = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) });
  const response = await requestJson(t.app, 'GET', `/search?${query.toString()}`, { token: as });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Results;
}

const PAGES = [
  'Chapter 1. Motion\nA body keeps its velocity unless a net force acts on it.',
  'الفصل الثاني: القوى\nيقول المعلم إن القوة المؤثرة في الأجسام تساوي الكتلة مضروبة في التسارع، وهذا هو قانون نيوتن الثاني.',
  'الفصل الثالث: الطاقة\nالطاقة لا تفنى ولا تستحدث من العدم.',
];

describe('GET /search', () => {
  test('finds materials by content, naming file and page, with Arabic hamza forms, diacritics and stems folded', async () => {
    const fileId = await fileWithPages(userId, 'Physics notes.pdf', PAGES);
    for (const q of [
      'الاجسام',
      'الإجسام',
      'الأجسام',
      'القُوَّة المؤثِّرة',
      'المعلمون',
      'قانون نيوتن',
      'قانون نيو',
    ]) {
      const { materials } = await search(q);
      expect({ q, materials: materials.map(({ fileId: id, name, page }) => ({ id, name, page })) }).toEqual({
        q,
        materials: [{ id: fileId, name: 'Physics notes.pdf', page: 2 }],
      });
    }
    const [hit] = (await search('الطاقه')).materials;
    expect(hit?.page).toBe(3);
    expect(hit?.snippet).toContain('الطاقة لا تفنى');
    expect((await search('velocity')).materials.map((m) => m.page)).toEqual([1]);
    expect((await search('')).materials).toEqual([]);
    expect((await search('   ؟!  ')).materials).toEqual([]);
  });

  test('a material hit says what its page is: a page of a PDF, a slide of a presentation, a photo', async () => {
    const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    await fileWithPages(userId, 'Waves.pdf', ['Amplitude is the height of a wave.']);
    await fileWithPages(userId, 'Waves.pptx', ['Title', 'Amplitude: the largest displacement.'], PPTX);
    await fileWithPages(userId, 'IMG_0001.HEIC', ['Amplitude and wavelength, from the board.'], 'image/heic');
    const { materials } = await search('amplitude');
    expect(
      materials
        .map(({ name, page, unit }) => ({ name, page, unit }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'IMG_0001.HEIC', page: 1, unit: 'photo' },
      { name: 'Waves.pdf', page: 1, unit: 'page' },
      { name: 'Waves.pptx', page: 2, unit: 'slide' },
    ]);
  });

  test('another student’s materials, conversations and saved content never appear', async () => {
    const other = await signUpUser(t.app);
    await fileWithPages(other.user._id, 'Their notes.pdf', ['التسارع هو معدل تغير السرعة.']);
    await requestJson(t.app, 'POST', '/saved-contents', {
      token: other.accessToken,
      body: { title: 'التسارع', tag: 'فيزياء', color: '#FFFFFF', content: 'التسارع هو معدل تغير السرعة.' },
    });
    await t.store.conversations.create({
      userId: other.user._id,
      title: 'ما التسارع؟',
      titled: true,
      at: time.clock().toISOString(),
    });
    const mine = await search('التسارع');
    expect({ ...mine, lessons: [] }).toEqual({ lessons: [], materials: [], conversations: [], saved: [] });
    const theirs = await search('التسارع', other.accessToken);
    expect(theirs.materials.map((m) => m.name)).toEqual(['Their notes.pdf']);
    expect(theirs.saved.map((s) => s.title)).toEqual(['التسارع']);
    expect(theirs.conversations.map((c) => c.title)).toEqual(['ما التسارع؟']);
  });

  test('finds conversations by title and message text, and saved content by title, tag and content', async () => {
    const at = time.clock().toISOString();
    const byTitle = await t.store.conversations.create({
      userId,
      title: 'مراجعة الكيمياء',
      titled: true,
      at,
    });
    const byMessage = await t.store.conversations.create({ userId, title: 'Homework', titled: true, at });
    await t.store.conversations.addMessage({
      conversationId: byMessage._id,
      userId,
      sender: 'model',
      content: 'التفاعلات الكيميائية تحتاج إلى طاقة تنشيط. الكِيمياء علم المادة.',
      createdAt: at,
    });
    await t.store.conversations.create({ userId, title: 'Biology', titled: true, at });
    const save = (body: Record<string, string>) =>
      requestJson(t.app, 'POST', '/saved-contents', {
        token,
        body: { color: '#FFFFFF', ...body },
      });
    await save({ title: 'ملخص', tag: 'كيمياء', content: 'المول وحدة قياس كمية المادة.' });
    await save({ title: 'Notes', tag: 'General', content: 'أساسيات الكيمياء: الذرة والجزيء.' });
    await save({ title: 'Unrelated', tag: 'Math', content: 'Fractions and decimals.' });

    const results = await search('الكيمياء');
    expect(results.conversations.map((c) => c._id).sort()).toEqual([byTitle._id, byMessage._id].sort());
    const fromMessage = results.conversations.find((c) => c._id === byMessage._id);
    expect(fromMessage?.snippet).toContain('الكِيمياء علم المادة');
    expect(results.conversations.find((c) => c._id === byTitle._id)?.snippet).toBe('');
    // The tag match first, then the content match; the snippet comes from the content.
    expect(results.saved.map((s) => s.title)).toEqual(['ملخص', 'Notes']);
    expect(results.saved[1]?.snippet).toBe('أساسيات الكيمياء: الذرة والجزيء.');

    expect((await search('fraction')).saved.map((s) => s.title)).toEqual(['Unrelated']);
    expect((await search('الكيمياء', token, 1)).saved).toHaveLength(1);
  });

  test('at most `limit` hits per group, one per file and page', async () => {
    const pages = Array.from(
      { length: 8 },
      (_, i) => `Page ${i + 1}: gravity ${'and gravity again. '.repeat(60)}`,
    );
    await fileWithPages(userId, 'Gravity.pdf', pages);
    const { materials } = await search('gravity', token, 3);
    expect(materials).toHaveLength(3);
    expect(new Set(materials.map((m) => m.page)).size).toBe(3);
    expect((await search('gravity')).materials).toHaveLength(5);
  });

  test('refuses a query that is too long and a bad limit (400), and strangers (401)', async () => {
    const long = await requestJson(t.app, 'GET', `/search?q=${'a'.repeat(201)}`, { token });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: { ar: string } }).message.ar).not.toBe('');
    expect((await requestJson(t.app, 'GET', '/search?q=a&limit=0', { token })).status).toBe(400);
    expect((await requestJson(t.app, 'GET', '/search?q=a&limit=21', { token })).status).toBe(400);
    expect((await requestJson(t.app, 'GET', '/search?q=a')).status).toBe(401);
    expect((await requestJson(t.app, 'GET', '/search/recent')).status).toBe(401);
  });
});

describe('GET /search: the course lessons', () => {
  test('finds a lesson by its title, a key term or a heading, in both languages, opening at the section', async () => {
    // A lesson title, English and Arabic.
    const photosynthesis = await search('photosynthesis');
    expect(photosynthesis.lessons[0]).toMatchObject({
      lessonId: 'y1-biology-1.u8-l2',
      courseId: 'y1-biology-1',
      title: { en: 'Photosynthesis', ar: 'البناء الضوئي' },
      snippet: '',
    });
    expect((await search('البناء الضوئي')).lessons[0]?.lessonId).toBe('y1-biology-1.u8-l2');
    // A written lesson's key term, not in its title: the hit names the section that teaches it.
    const figures = await search('significant figures');
    expect(figures.lessons[0]).toMatchObject({
      lessonId: 'y1-physics-1.u1-l2',
      written: true,
      section: { id: expect.stringMatching(/^s\d$/) },
    });
    expect(figures.lessons[0]?.snippet).toMatch(/significant figures/i);
    const arabic = await search('الأرقام المعنوية');
    expect(arabic.lessons[0]?.lessonId).toBe('y1-physics-1.u1-l2');
    expect(arabic.lessons[0]?.snippet).toMatch(/المعنوية/);
    // As the student types: the last word is a prefix.
    expect((await search('significant fig')).lessons[0]?.lessonId).toBe('y1-physics-1.u1-l2');
    // Nothing for words no lesson has.
    expect((await search('xylophonist quasar')).lessons).toEqual([]);
  });

  test('at most `limit` lessons, title matches first', async () => {
    const { lessons } = await search('motion', token, 3);
    expect(lessons).toHaveLength(3);
    expect(lessons[0]?.title.en).toMatch(/motion/i);
  });
});

describe('/search/recent', () => {
  const remember = (query: unknown, as = token) =>
    requestJson(t.app, 'POST', '/search/recent', { token: as, body: { query } });
  async function recent(as = token): Promise<Recent['recent']> {
    const response = await requestJson(t.app, 'GET', '/search/recent', { token: as });
    expect(response.status).toBe(200);
    return ((await response.json()) as Recent).recent;
  }

  test('newest first; a query searched again moves up instead of repeating; only the newest 8 kept', async () => {
    expect(await recent()).toEqual([]);
    for (let i = 1; i <= 10; i += 1) {
      expect((await remember(`query ${i}`)).status).toBe(204);
      time.advance(1000);
    }
    const list = await recent();
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list.map((r) => r.query)).toEqual([10, 9, 8, 7, 6, 5, 4, 3].map((i) => `query ${i}`));
    expect(list[0]?.at).toBe('2025-03-01T08:00:09.000Z');

    // The same query with other letter forms, diacritics, case and spacing is one entry, as last typed.
    await remember('الكيمياء العضوية');
    await remember('  QUERY 5 ');
    await remember('الكِيمياءُ   العضويه');
    const after = await recent();
    expect(after.map((r) => r.query)).toEqual([
      'الكِيمياءُ   العضويه',
      'QUERY 5',
      'query 10',
      'query 9',
      'query 8',
      'query 7',
      'query 6',
      'query 4',
    ]);
  });

  test('several searches in the same millisecond keep their order', async () => {
    await remember('first');
    await remember('second');
    await remember('third');
    expect((await recent()).map((r) => r.query)).toEqual(['third', 'second', 'first']);
  });

  test('each student has their own list; DELETE forgets it', async () => {
    const other = await signUpUser(t.app);
    await remember('photosynthesis');
    await remember('البناء الضوئي', other.accessToken);
    expect((await recent()).map((r) => r.query)).toEqual(['photosynthesis']);
    expect((await requestJson(t.app, 'DELETE', '/search/recent', { token })).status).toBe(204);
    expect(await recent()).toEqual([]);
    expect((await recent(other.accessToken)).map((r) => r.query)).toEqual(['البناء الضوئي']);
  });

  test('refuses an empty, too long or control-character query, and unknown fields (400)', async () => {
    for (const query of ['', '   ', 'x'.repeat(201), 'a\u0007b', 42]) {
      const response = await remember(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    const extra = await requestJson(t.app, 'POST', '/search/recent', {
      token,
      body: { query: 'a', at: 'x' },
    });
    expect(extra.status).toBe(400);
    expect(await recent()).toEqual([]);
  });
});
