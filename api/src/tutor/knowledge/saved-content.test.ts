import MiniSearch from 'minisearch';
import { manySavedItems, SAVED_ITEMS } from '../offline/fixtures/saved-items.ts';
import { createSavedContentKnowledge, queryWords, splitPassages, type SavedItem } from './saved-content.ts';

/** A saved-content repository over items kept in memory, per student, counting its reads. */
function repository(byUser: Record<string, SavedItem[]>) {
  const repo = {
    reads: 0,
    items: byUser,
    async listForUser(userId: string) {
      repo.reads++;
      return [...(repo.items[userId] ?? [])];
    },
  };
  return repo;
}

const search = (userId: string, query: string, limit = 3) => ({ userId, query, options: { limit } });

describe('createSavedContentKnowledge', () => {
  it('finds the passage that answers an English question and names the saved item', async () => {
    const knowledge = createSavedContentKnowledge(repository({ amal: SAVED_ITEMS }));
    const { userId, query, options } = search('amal', "What does Newton's second law say?");
    const [first] = await knowledge.search(userId, query, options);
    expect(first?.source).toEqual({
      kind: 'saved',
      id: 'saved-newton',
      title: "Newton's laws",
      conversationId: 'conv-1',
      messageId: 'msg-1',
    });
    expect(first?.text).toMatch(/second law says that the acceleration/);
    expect(first?.score).toBeGreaterThan(0);
  });

  it('matches Arabic whatever the spelling of hamza, ta marbuta and the article', async () => {
    const knowledge = createSavedContentKnowledge(repository({ amal: SAVED_ITEMS }));
    // "تسارع" without the article and "السرعه" with ha for ta marbuta, with diacritics.
    const passages = await knowledge.search('amal', 'ما هو تَسارُع الجسم وما السرعه؟', { limit: 3 });
    expect(passages[0]?.source.id).toBe('saved-ar-speed');
    expect(passages[0]?.source.title).toBe('السرعة والتسارع');
    const cell = await knowledge.search('amal', 'ما وظيفة النواة في الخليه', { limit: 3 });
    expect(cell[0]?.source.id).toBe('saved-ar-cell');
  });

  it('finds nothing for a question about something the student never saved, or only grammar words', async () => {
    const knowledge = createSavedContentKnowledge(repository({ amal: SAVED_ITEMS }));
    expect(await knowledge.search('amal', 'Who painted the Mona Lisa?', { limit: 3 })).toEqual([]);
    expect(await knowledge.search('amal', 'what is it and why?', { limit: 3 })).toEqual([]);
    expect(await knowledge.search('amal', 'من هو الذي كان هناك؟', { limit: 3 })).toEqual([]);
  });

  it('never quotes back a saved reply that said nothing was found', async () => {
    const saidNothing: SavedItem = {
      _id: 'nothing',
      title: 'Mitochondria',
      tag: 'biology',
      content:
        "I couldn't find anything about this in your saved content or your files.\n\nThese curriculum terms from the glossary may help: mitochondria",
      updatedAt: '2025-03-01T08:00:00.000Z',
    };
    const knowledge = createSavedContentKnowledge(repository({ amal: [saidNothing] }));
    expect(await knowledge.search('amal', 'What are mitochondria?', { limit: 3 })).toEqual([]);
    const arabic = {
      ...saidNothing,
      _id: 'nothing-ar',
      content: 'لم أجد هذا في دروس المقررات ولا في المحتوى الذي حفظته ولا في ملفاتك. الميتوكوندريا',
    };
    const knowledgeAr = createSavedContentKnowledge(repository({ amal: [arabic] }));
    expect(await knowledgeAr.search('amal', 'ما هي الميتوكوندريا؟', { limit: 3 })).toEqual([]);
  });

  it("searches only the asking student's items", async () => {
    const knowledge = createSavedContentKnowledge(repository({ amal: SAVED_ITEMS, omar: [] }));
    expect(await knowledge.search('omar', 'photosynthesis', { limit: 3 })).toEqual([]);
    expect((await knowledge.search('amal', 'photosynthesis', { limit: 3 }))[0]?.source.id).toBe(
      'saved-photosynthesis',
    );
  });

  it('rebuilds the index when the items change, and keeps it otherwise', async () => {
    const repo = repository({ amal: SAVED_ITEMS.slice(0, 2) });
    const knowledge = createSavedContentKnowledge(repo);
    expect(await knowledge.search('amal', 'quadratic formula', { limit: 3 })).toEqual([]);
    repo.items.amal = SAVED_ITEMS;
    expect((await knowledge.search('amal', 'quadratic formula', { limit: 3 }))[0]?.source.id).toBe(
      'saved-quadratic',
    );
    // An edit (same count, newer update time) is noticed too.
    repo.items.amal = SAVED_ITEMS.map((item) =>
      item._id === 'saved-quadratic'
        ? {
            ...item,
            content: 'Completely different notes about volcanoes.',
            updatedAt: '2025-04-01T00:00:00.000Z',
          }
        : item,
    );
    expect(await knowledge.search('amal', 'quadratic formula discriminant', { limit: 3 })).toEqual([]);
    expect((await knowledge.search('amal', 'volcanoes', { limit: 3 }))[0]?.source.id).toBe('saved-quadratic');
    knowledge.invalidate('amal');
    expect((await knowledge.search('amal', 'volcanoes', { limit: 3 }))[0]?.source.id).toBe('saved-quadratic');
  });

  it('returns at most two passages of one item and respects the limit', async () => {
    const long = {
      ...SAVED_ITEMS[0]!,
      _id: 'long',
      content: Array.from(
        { length: 8 },
        (_, i) => `Paragraph ${i} about force and motion. ${'More words here. '.repeat(40)}`,
      ).join('\n\n'),
    };
    const knowledge = createSavedContentKnowledge(repository({ amal: [long, ...SAVED_ITEMS] }));
    const passages = await knowledge.search('amal', 'force motion', { limit: 5 });
    expect(passages.filter((passage) => passage.source.id === 'long')).toHaveLength(2);
    expect(await knowledge.search('amal', 'force motion', { limit: 1 })).toHaveLength(1);
  });

  // The times (the first question builds the index, the next ones use it) are bench/tutor.mjs's
  // offline-engine figure.
  it('answers over 500 saved items from an index built once, on the first question', async () => {
    const addAll = jest.spyOn(MiniSearch.prototype, 'addAll');
    try {
      const repo = repository({ amal: manySavedItems(500) });
      const knowledge = createSavedContentKnowledge(repo);
      await knowledge.search('amal', 'kinetic energy', { limit: 3 });
      expect(addAll).toHaveBeenCalledTimes(1);
      expect(addAll.mock.calls[0]?.[0].length).toBeGreaterThanOrEqual(500); // every item's passages
      const passages = await knowledge.search('amal', 'What is the slope of a linear function?', {
        limit: 3,
      });
      expect(passages[0]?.source.title).toMatch(/^Linear functions/);
      // The second question read the items (to notice a change) and searched the same index.
      expect(repo.reads).toBe(2);
      expect(addAll).toHaveBeenCalledTimes(1);
    } finally {
      addAll.mockRestore();
    }
  });

  it('honours an aborted signal', async () => {
    const knowledge = createSavedContentKnowledge(repository({ amal: SAVED_ITEMS }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      knowledge.search('amal', 'photosynthesis', { limit: 3, signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('splitPassages and queryWords', () => {
  it('cuts long content at paragraph and sentence ends into passages of about 800 characters', () => {
    const paragraph = 'A sentence about waves and energy. '.repeat(12).trim();
    const passages = splitPassages(Array.from({ length: 6 }, () => paragraph).join('\n\n'));
    expect(passages.length).toBeGreaterThan(2);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(900);
    expect(passages.join('\n\n').replace(/\s+/g, ' ')).toBe(
      Array.from({ length: 6 }, () => paragraph).join(' '),
    );
  });

  it('keeps the meaningful words of a question, the most frequent when there are many', () => {
    expect(queryWords('Please explain what Newton’s second law means')).toEqual(['newton', 'second', 'law']);
    expect(queryWords('اشرح لي قانون نيوتن الثاني من فضلك')).toEqual(['قانون', 'نيوتن', 'الثاني']);
    const long = `${'energy '.repeat(3)}${Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')}`;
    const words = queryWords(long);
    expect(words).toHaveLength(16);
    expect(words[0]).toBe('energy');
  });
});
