/**
 * The conversation repository on a real embedded store, both ways of paging: the in-memory ordered
 * lists (the embedded default) and the range queries MongoDB uses (`memoryLists: false`).
 */
import { makeTempDir, removeDir } from '../testing.ts';
import {
  createConversationRepository,
  matchesWords,
  searchTextOf,
  type ConversationRepository,
} from './conversations.ts';
import { openEmbeddedDatabase } from './embedded.ts';
import { createTutorUsageRepository, type TutorUsageRepository } from './tutor-usage.ts';
import type { Database } from './types.ts';
import { searchWords } from '../search-text.ts';

const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 8, minute)).toISOString();

describe.each([
  ['in-memory lists', true],
  ['range queries (as on MongoDB)', false],
])('conversations: %s', (_name, memoryLists) => {
  let dir: string;
  let db: Database;
  let repo: ConversationRepository;

  beforeEach(async () => {
    dir = await makeTempDir();
    db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
    repo = await createConversationRepository(db, { memoryLists });
  });
  afterEach(async () => {
    await db.close();
    await removeDir(dir);
  });

  async function titles(userId: string, options: { limit?: number; q?: string } = {}): Promise<string[][]> {
    const pages: string[][] = [];
    let after;
    do {
      const page = await repo.listPage(userId, {
        limit: options.limit ?? 2,
        ...(after ? { after } : {}),
        ...(options.q === undefined ? {} : { q: options.q }),
      });
      pages.push(page.conversations.map((c) => c.title));
      after = page.next;
    } while (after);
    return pages;
  }

  test('pages newest activity first, ties broken by id, and follows every write', async () => {
    const a = await repo.create({ userId: 'u1', title: 'A', titled: true, at: at(1) });
    const b = await repo.create({ userId: 'u1', title: 'B', titled: true, at: at(2) });
    await repo.create({ userId: 'u1', title: 'C', titled: true, at: at(2) }); // same time as B, created later
    await repo.create({ userId: 'u2', title: 'other student', titled: true, at: at(9) });
    expect(await titles('u1')).toEqual([['C', 'B'], ['A']]);

    await repo.touch(a._id, at(5));
    expect(await titles('u1')).toEqual([['A', 'C'], ['B']]);
    await repo.touch(a._id, at(3)); // never back in time
    expect(await titles('u1', { limit: 5 })).toEqual([['A', 'C', 'B']]);

    expect(await repo.rename(b._id, 'u2', 'stolen', at(6))).toBeNull();
    expect((await repo.rename(b._id, 'u1', 'B renamed', at(6)))?.title).toBe('B renamed');
    expect(await titles('u1', { limit: 5 })).toEqual([['B renamed', 'A', 'C']]);

    // An automatic title never replaces a chosen one.
    expect(await repo.setAutoTitle(b._id, 'auto')).toBe(false);
    const d = await repo.create({ userId: 'u1', title: 'New conversation', titled: false, at: at(7) });
    expect(await repo.setAutoTitle(d._id, 'What is a mole?')).toBe(true);
    expect(await repo.setAutoTitle(d._id, 'again')).toBe(false);
    expect(await titles('u1', { limit: 5 })).toEqual([['What is a mole?', 'B renamed', 'A', 'C']]);

    expect(await repo.delete(a._id, 'u2')).toBeNull();
    expect(await repo.delete(a._id, 'u1')).toEqual({ imageIds: [] });
    expect(await titles('u1', { limit: 5 })).toEqual([['What is a mole?', 'B renamed', 'C']]);
    expect(await repo.findForUser(b._id, 'u2')).toBeNull();
    expect((await repo.findForUser(b._id, 'u1'))?.title).toBe('B renamed');
  });

  test('a page boundary inside a run of equal times loses and repeats nothing', async () => {
    for (let i = 0; i < 7; i += 1)
      await repo.create({ userId: 'u1', title: `t${i}`, titled: true, at: at(1) });
    const pages = await titles('u1', { limit: 3 });
    expect(pages).toEqual([['t6', 't5', 't4'], ['t3', 't2', 't1'], ['t0']]);
  });

  test('the lists survive a reopen (they are rebuilt from the collection)', async () => {
    await repo.create({ userId: 'u1', title: 'kept', titled: true, at: at(1) });
    await db.close();
    db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
    repo = await createConversationRepository(db, { memoryLists });
    expect(await titles('u1')).toEqual([['kept']]);
  });

  test('messages: in order, found only by their student, deleted with their conversation', async () => {
    const c = await repo.create({ userId: 'u1', title: 'x', titled: false, at: at(1) });
    const first = await repo.addMessage({
      conversationId: c._id,
      userId: 'u1',
      sender: 'user',
      content: 'What is a mole?',
      imageId: 'AAAAAAAAAAAAAAAAAAAAAA.png',
      createdAt: at(1),
    });
    const second = await repo.addMessage({
      conversationId: c._id,
      userId: 'u1',
      sender: 'model',
      content: 'An amount of substance.',
      provider: 'openai',
      createdAt: at(1),
    });
    expect(first.searchText).toBe(' what is a mole');
    expect((await repo.listMessages(c._id)).map((m) => m._id)).toEqual([first._id, second._id]);
    expect(await repo.findMessageForUser(second._id, 'u2')).toBeNull();
    expect((await repo.findMessageForUser(second._id, 'u1'))?.content).toBe('An amount of substance.');
    await repo.deleteMessage(second._id);
    expect(await repo.listMessages(c._id)).toHaveLength(1);
    expect(await repo.delete(c._id, 'u1')).toEqual({ imageIds: ['AAAAAAAAAAAAAAAAAAAAAA.png'] });
    expect(await repo.listMessages(c._id)).toEqual([]);
  });

  test('search matches titles and message text, Arabic forms folded, and pages', async () => {
    const chem = await repo.create({ userId: 'u1', title: 'الكيمياء: المول', titled: true, at: at(1) });
    const physics = await repo.create({ userId: 'u1', title: 'Physics homework', titled: true, at: at(2) });
    const other = await repo.create({ userId: 'u1', title: 'Untitled', titled: true, at: at(3) });
    await repo.create({ userId: 'u2', title: 'الكيمياء', titled: true, at: at(4) });
    await repo.addMessage({
      conversationId: physics._id,
      userId: 'u1',
      sender: 'model',
      content: 'القُوَّة تساوي الكتلة × التسارع — Newton’s second law',
      createdAt: at(2),
    });
    await repo.addMessage({
      conversationId: other._id,
      userId: 'u1',
      sender: 'user',
      content: 'ما هي الكيمْيَاء العضوية؟',
      createdAt: at(3),
    });

    // Hamza and diacritics folded; both the title and the message match.
    expect(await titles('u1', { q: 'الكيمياء', limit: 1 })).toEqual([['Untitled'], ['الكيمياء: المول']]);
    expect(await titles('u1', { q: 'القوه' })).toEqual([['Physics homework']]); // ta marbuta, shadda
    expect(await titles('u1', { q: 'newton SECOND' })).toEqual([['Physics homework']]);
    expect(await titles('u1', { q: 'phys' })).toEqual([['Physics homework']]); // word prefix
    expect(await titles('u1', { q: 'ysics' })).toEqual([[]]); // not inside a word
    expect(await titles('u1', { q: '؟؟' })).toEqual([[]]);
    expect(chem.title).toBe('الكيمياء: المول');
  });
});

describe('search helpers', () => {
  test('matchesWords agrees with the stored haystack', () => {
    const hay = searchTextOf('أَحْمَد يدرس الفيزياء');
    expect(matchesWords(hay, searchWords('احمد'))).toBe(true);
    expect(matchesWords(hay, searchWords('فيزياء'))).toBe(false); // "الفيزياء" starts with ال
    expect(matchesWords(hay, searchWords('الفيز'))).toBe(true);
    expect(matchesWords(hay, [])).toBe(false);
  });
});

describe('tutor usage', () => {
  let dir: string;
  let db: Database;
  let usage: TutorUsageRepository;
  beforeEach(async () => {
    dir = await makeTempDir();
    db = await openEmbeddedDatabase({ dataDir: dir, compactionIntervalMs: 0 });
    usage = await createTutorUsageRepository(db);
  });
  afterEach(async () => {
    await db.close();
    await removeDir(dir);
  });

  test('counts up to the limit per student and day, concurrent first messages included', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => usage.take('u1', '2025-03-01', 3)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await usage.used('u1', '2025-03-01')).toBe(3);
    expect(await usage.take('u1', '2025-03-02', 3)).toBe(true);
    expect(await usage.take('u2', '2025-03-01', 3)).toBe(true);
    await usage.giveBack('u1', '2025-03-01');
    expect(await usage.used('u1', '2025-03-01')).toBe(2);
    expect(await usage.take('u1', '2025-03-01', 3)).toBe(true);
    expect(await usage.deleteBefore('2025-03-02')).toBe(2);
    expect(await usage.used('u1', '2025-03-01')).toBe(0);
    expect(await usage.used('u1', '2025-03-02')).toBe(1);
  });
});
