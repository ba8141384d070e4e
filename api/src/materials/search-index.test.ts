import type { MaterialRepository } from '../store/materials.ts';
import { createTestApp, type TestApp } from '../testing.ts';
import {
  createMaterialSearchIndex,
  materialSearchFor,
  materialTerms,
  pagePassages,
  PASSAGE_MAX_CHARS,
  PASSAGE_MIN_CHARS,
  snippetOf,
  type MaterialTextSource,
} from './search-index.ts';

const NOW = '2025-03-01T08:00:00.000Z';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A section and a ready file in it with these pages, written through the store. */
async function fileWithPages(userId: string, name: string, pages: string[]): Promise<string> {
  const repo = t.store.materials;
  const section = await repo.insert({
    userId,
    kind: 'section',
    name: 'Physics',
    color: '#D2E4E2',
    createdAt: NOW,
    updatedAt: NOW,
  });
  const file = await repo.insert({
    userId,
    kind: 'file',
    name,
    color: '#FFFFFF',
    parentId: section._id,
    mime: 'application/pdf',
    size: 1000,
    blobId: `blob-${name}`,
    status: 'ready',
    pageCount: pages.length,
    createdAt: NOW,
    updatedAt: NOW,
  });
  await repo.putPages(
    userId,
    file._id,
    pages.map((text, i) => ({ page: i + 1, text, ocr: false })),
  );
  return file._id;
}

/** The store's repository, counting how often the index reads every page of a student. */
function counting(repo: MaterialRepository): MaterialTextSource & { builds: () => number } {
  let builds = 0;
  return {
    listForUser: (userId) => repo.listForUser(userId),
    pagesOfUser: (userId) => {
      builds += 1;
      return repo.pagesOfUser(userId);
    },
    version: (userId) => repo.version(userId),
    builds: () => builds,
  };
}

const ARABIC_PAGE =
  'الفصل الأول: الحركة\nيشرح المعلم قانون نيوتن الثاني: القوة المحصلة تساوي الكتلة في التسارع.\n' +
  'وتقاس القوة المؤثرة في الأجسام بوحدة النيوتن.';
const ENGLISH_PAGE =
  'Chapter 2: Plants\nPhotosynthesis takes place in the chloroplasts. Teachers often draw the leaf.';

describe('materialTerms', () => {
  it('reads the feminine dual as its singular (مصفوفتين is مصفوفة), not other words ending in -ين', () => {
    expect(materialTerms('مصفوفتين')).toContain('مصفوفه');
    expect(materialTerms('المعادلتين')).toContain('معادله');
    expect(materialTerms('معادلتان')).toContain('معادله');
    expect(materialTerms('بيت')).toEqual(['بيت']);
  });
});

describe('pagePassages', () => {
  test('cuts a page into passages of 500-800 characters at sentence and line ends', () => {
    const sentence = 'Forces change the motion of a body when they do not balance. ';
    const text = `${sentence.repeat(30)}\n${sentence.repeat(12)}`;
    const passages = pagePassages(text);
    expect(passages.length).toBeGreaterThan(2);
    for (const [i, passage] of passages.entries()) {
      // The last may be shorter: the rest of the page.
      if (i < passages.length - 1) expect(passage.length).toBeGreaterThanOrEqual(PASSAGE_MIN_CHARS);
      expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
      expect(passage).toMatch(/^Forces/);
      expect(passage).toMatch(/balance\.$/);
    }
    expect(passages.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' ').trim());
  });

  test('a short page is one passage; a sentence without stops is cut at a space', () => {
    expect(pagePassages('  One line.\n\nAnother line.  ')).toEqual(['One line.\nAnother line.']);
    const long = 'word '.repeat(400).trim();
    const passages = pagePassages(long);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
    expect(passages.join(' ')).toBe(long);
  });
});

describe('the material search index', () => {
  test('finds Arabic written with other hamza forms, diacritics, ta marbuta or a stemmed form, naming file and page', async () => {
    const userId = 'student-1';
    const fileId = await fileWithPages(userId, 'Newton.pdf', [ENGLISH_PAGE, ARABIC_PAGE]);
    const index = createMaterialSearchIndex(t.store.materials);
    for (const query of [
      'القُوَّة', // diacritics
      'القوه', // ta marbuta written as ha
      'المعلمون', // another form of the same stem (معلم)
      'نيوتن الثانى', // alif maqsura for ya
      'الاجسام', // أ written as ا
      'الإجسام', // إ for أ
      'المُؤَثِّرة', // diacritics on a word with hamza on waw
      'تقاس القوة', // two words, both needed
    ]) {
      const [hit] = await index.search(userId, query, { limit: 5 });
      expect({ query, hit: hit && { fileId: hit.fileId, name: hit.name, page: hit.page } }).toEqual({
        query,
        hit: { fileId, name: 'Newton.pdf', page: 2 },
      });
    }
    expect(await index.search(userId, 'القوة الضوء', { limit: 5 })).toEqual([]); // every word must match
    const [english] = await index.search(userId, 'teacher photosynth', { limit: 5 });
    expect(english).toMatchObject({ page: 1, name: 'Newton.pdf' });
  });

  test('snippets show the matched words, cut with "…"', async () => {
    const userId = 'student-1';
    const filler = 'Motion and rest are described relative to a frame of reference. '.repeat(6);
    await fileWithPages(userId, 'Long.pdf', [`${filler}The moment of inertia resists rotation. ${filler}`]);
    const index = createMaterialSearchIndex(t.store.materials);
    const [hit] = await index.search(userId, 'inertia', { limit: 1 });
    expect(hit?.snippet).toMatch(/^… .*moment of inertia resists rotation.* …$/);
    expect(hit?.snippet.length).toBeLessThanOrEqual(170);
    expect(snippetOf('short text', new Set())).toBe('short text');
  });

  test('keeps each student to their own pages, and one file when asked', async () => {
    const mine = await fileWithPages('student-1', 'Mine.pdf', [ARABIC_PAGE]);
    const other = await fileWithPages('student-1', 'Other.pdf', ['القوة والحركة في الفصل الثاني.']);
    await fileWithPages('student-2', 'Theirs.pdf', ['القوة المحصلة عند طالب آخر.']);
    const index = createMaterialSearchIndex(t.store.materials);
    const all = await index.search('student-1', 'القوة', { limit: 10 });
    expect(new Set(all.map((hit) => hit.fileId))).toEqual(new Set([mine, other]));
    expect(
      (await index.search('student-1', 'القوة', { limit: 10, fileId: other })).map((h) => h.fileId),
    ).toEqual([other]);
    expect((await index.search('student-2', 'القوة', { limit: 10 })).map((hit) => hit.name)).toEqual([
      'Theirs.pdf',
    ]);
    expect(await index.search('student-3', 'القوة', { limit: 10 })).toEqual([]);
  });

  test('"some" matching (the tutor) leaves out asking words and accepts part of a question', async () => {
    const userId = 'student-1';
    const fileId = await fileWithPages(userId, 'Newton.pdf', [ENGLISH_PAGE, ARABIC_PAGE]);
    const index = createMaterialSearchIndex(t.store.materials);
    const question = 'Please explain where photosynthesis happens in plants?';
    expect(await index.search(userId, question, { limit: 3 })).toEqual([]);
    const [hit] = await index.search(userId, question, { limit: 3, match: 'some', fileId });
    expect(hit).toMatchObject({ fileId, page: 1 });
    expect(hit?.score).toBeGreaterThan(0);
    const first = await index.firstPassages(userId, fileId, 5);
    expect(first.map((passage) => passage.page)).toEqual([1, 2]);
  });

  test('rebuilds when the store’s version moves, in every process that shares the store', async () => {
    const userId = 'student-1';
    const fileId = await fileWithPages(userId, 'Notes.pdf', ['The cell membrane controls what enters.']);
    // Two indexes over one store stand for two API processes sharing MongoDB.
    const first = counting(t.store.materials);
    const second = counting(t.store.materials);
    const one = createMaterialSearchIndex(first);
    const two = createMaterialSearchIndex(second);
    expect(await one.search(userId, 'membrane', { limit: 1 })).toHaveLength(1);
    expect(await two.search(userId, 'membrane', { limit: 1 })).toHaveLength(1);
    expect(await one.search(userId, 'membrane', { limit: 1 })).toHaveLength(1);
    expect(first.builds()).toBe(1); // cached while nothing changed

    // One process writes new pages: both find them, without being told.
    await t.store.materials.putPages(userId, fileId, [
      { page: 1, text: 'Mitochondria release energy.', ocr: false },
    ]);
    expect(await one.search(userId, 'membrane', { limit: 1 })).toEqual([]);
    expect(await two.search(userId, 'mitochondria', { limit: 1 })).toHaveLength(1);
    expect(first.builds()).toBe(2);

    // A deleted file is gone from the index.
    await t.store.materials.deleteNodes(userId, [fileId]);
    expect(await two.search(userId, 'mitochondria', { limit: 1 })).toEqual([]);

    // invalidate() drops the index at once.
    await one.search(userId, 'mitochondria', { limit: 1 });
    expect(first.builds()).toBe(3);
    one.invalidate(userId);
    await one.search(userId, 'mitochondria', { limit: 1 });
    expect(first.builds()).toBe(4);
  });

  test('keeps the most recent students only', async () => {
    await fileWithPages('student-1', 'A.pdf', ['Gravity pulls masses together.']);
    await fileWithPages('student-2', 'B.pdf', ['Gravity keeps the moon in orbit.']);
    const source = counting(t.store.materials);
    const index = createMaterialSearchIndex(source, { maxStudents: 1 });
    await index.search('student-1', 'gravity', { limit: 1 });
    await index.search('student-1', 'gravity', { limit: 1 });
    expect(source.builds()).toBe(1);
    await index.search('student-2', 'gravity', { limit: 1 });
    await index.search('student-1', 'gravity', { limit: 1 });
    expect(source.builds()).toBe(3);
  });

  test('one shared index per repository', () => {
    expect(materialSearchFor(t.store.materials)).toBe(materialSearchFor(t.store.materials));
  });
});
