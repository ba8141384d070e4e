import type { MessageDoc } from '../store/conversations.ts';
import { citationFilter, citationTargets, MAX_HELD_CITATION_CHARS, STOPPED_REPLY_MARKER } from './prompts.ts';
import { boundedHistory, MAX_HISTORY_TURNS, pickLocale, titleFrom } from './service.ts';
import type { Passage } from './types.ts';

describe('titles from the first exchange', () => {
  test.each([
    ['What is a mole?', 'What is a mole?'],
    ['\n\n  ## Newton’s **second** law\nmore', 'Newton’s second law'],
    ['- $$E = mc^2$$ explained', 'E = mc^2 explained'],
    [
      'What is a mole in chemistry, and how do I use it in calculations with grams?',
      'What is a mole in chemistry, and how do I use it in…',
    ],
    ['x'.repeat(80), `${'x'.repeat(60)}…`],
    [
      'ما هو المول في الكيمياء وكيف أستخدمه في حساب الكتلة المولية للمركبات المختلفة؟',
      'ما هو المول في الكيمياء وكيف أستخدمه في حساب الكتلة المولية…',
    ],
    ['   ', ''],
  ])('%j -> %j', (text, title) => {
    expect(titleFrom(text)).toBe(title);
    expect([...titleFrom(text)].length).toBeLessThanOrEqual(61);
  });
});

describe('the language of a request', () => {
  test('the saved interface language, else Accept-Language, else English', () => {
    expect(pickLocale('ar', 'en-US')).toBe('ar');
    expect(pickLocale(undefined, 'ar-SA,en;q=0.8')).toBe('ar');
    expect(pickLocale(undefined, 'fr-FR,ar;q=0.8')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });
});

describe('the history sent with a question', () => {
  let n = 0;
  const message = (sender: 'user' | 'model', content: string, stopped = false): MessageDoc => ({
    _id: `m${(n += 1)}`,
    conversationId: 'c',
    userId: 'u',
    sender,
    content,
    createdAt: '2025-03-01T08:00:00.000Z',
    searchText: '',
    ...(stopped ? { stopped: true as const } : {}),
  });
  const roles = (turns: { role: string; text: string }[]) => turns.map((t) => [t.role, t.text]);

  test('whole exchanges, newest first within the budget, oldest first in order', () => {
    const messages = [
      message('user', 'a'.repeat(30)),
      message('model', 'b'.repeat(30)),
      message('user', 'c'.repeat(20)),
      message('model', 'd'.repeat(20)),
    ];
    expect(roles(boundedHistory(messages, 1000))).toEqual([
      ['user', 'a'.repeat(30)],
      ['assistant', 'b'.repeat(30)],
      ['user', 'c'.repeat(20)],
      ['assistant', 'd'.repeat(20)],
    ]);
    // The older exchange does not fit: it goes whole, never its question alone.
    expect(roles(boundedHistory(messages, 99))).toEqual([
      ['user', 'c'.repeat(20)],
      ['assistant', 'd'.repeat(20)],
    ]);
    expect(boundedHistory(messages, 39)).toEqual([]);
  });

  test('a question whose reply failed is left out: the turns alternate, from a question to a reply', () => {
    const history = boundedHistory(
      [
        message('model', 'a reply without its question'),
        message('user', 'Why is the sky blue?'), // its reply failed
        message('user', 'Hello?'),
        message('model', 'Hello! What are we studying?'),
        message('user', 'What is a mole?'), // its reply failed too; the new question follows
      ],
      1000,
    );
    expect(roles(history)).toEqual([
      ['user', 'Hello?'],
      ['assistant', 'Hello! What are we studying?'],
    ]);
  });

  test('a stopped reply ends with the marker; one stopped before any text is the marker alone', () => {
    const history = boundedHistory(
      [
        message('user', 'Explain entropy'),
        message('model', 'Entropy measures \n', true),
        message('user', 'Go on'),
        message('model', '', true),
      ],
      1000,
    );
    expect(roles(history)).toEqual([
      ['user', 'Explain entropy'],
      ['assistant', `Entropy measures\n\n${STOPPED_REPLY_MARKER}`],
      ['user', 'Go on'],
      ['assistant', STOPPED_REPLY_MARKER],
    ]);
  });

  test(`at most ${MAX_HISTORY_TURNS} turns`, () => {
    const messages = Array.from({ length: 30 }, (_, i) => [
      message('user', `q${i}`),
      message('model', `r${i}`),
    ]).flat();
    const history = boundedHistory(messages, 1_000_000);
    expect(history).toHaveLength(MAX_HISTORY_TURNS);
    expect(history[0]).toEqual({ role: 'user', text: 'q10' });
    expect(history.at(-1)).toEqual({ role: 'assistant', text: 'r29' });
  });
});

describe('the citations a reply keeps', () => {
  const lessonPassage = (id: string, sectionId: string): Passage => ({
    source: { kind: 'lesson', id, title: 'Units', section: 'SI units', sectionId },
    text: 'The metre is the SI unit of length.',
  });
  const filePassage = (id: string, page: number): Passage => ({
    source: { kind: 'file', id, title: 'Physics.pdf', page },
    text: 'A force is a push or a pull.',
  });
  const saved: Passage = { source: { kind: 'saved', id: 's1', title: 'My notes' }, text: 'Notes.' };

  test('only those of material that was sent, in the conversation’s scope', () => {
    const sources = [filePassage('f1', 3), lessonPassage('y1-physics-1.u1-l1', 's2'), saved];
    const lesson = ['#lesson=y1-physics-1.u1-l1', '#lesson=y1-physics-1.u1-l1&section=s2'];
    expect([...citationTargets(sources, { fileId: 'f1' })].sort()).toEqual([...lesson, '#page=3']);
    // In the lesson's own conversation its sections are cited short (or by their full address).
    expect([...citationTargets(sources, { lessonId: 'y1-physics-1.u1-l1' })].sort()).toEqual([
      ...lesson,
      '#section=s2',
    ]);
    // A plain conversation has no file of its own: its pages are not linked.
    expect([...citationTargets(sources, {})].sort()).toEqual(lesson);
  });

  const targets = new Set(['#page=3', '#section=s2', '#lesson=y1-physics-1.u1-l1&section=s2']);
  const filtered = (text: string) => {
    const filter = citationFilter(targets);
    return filter.push(text) + filter.end();
  };

  test.each([
    ['[p. 3](#page=3)', '[p. 3](#page=3)'],
    ['A push [p. 9](#page=9).', 'A push p. 9.'],
    ['[§ Units](#section=s2) and [§ Forces](#section=s7)', '[§ Units](#section=s2) and § Forces'],
    [
      '[Physics 1 › Units › SI units](#lesson=y1-physics-1.u1-l1&section=s2), [Chemistry › Moles](#lesson=y1-chem.u2-l1&section=s1)',
      '[Physics 1 › Units › SI units](#lesson=y1-physics-1.u1-l1&section=s2), Chemistry › Moles',
    ],
    // The address as Markdown reads it: first word, angle brackets, a title after it.
    [
      '[p. 9](<#page=9>) [p. 3](#page=3 "page three") [p. 9]( #page=9 "x")',
      'p. 9 [p. 3](#page=3 "page three") p. 9',
    ],
    // Anything else passes unchanged.
    [
      'See [the source](https://example.org/a) and [notes](#fn1).',
      'See [the source](https://example.org/a) and [notes](#fn1).',
    ],
    [
      '$x \\in [0, 1]$, a[i] = b[j], [ ], [[nested]], `[x](y)`',
      '$x \\in [0, 1]$, a[i] = b[j], [ ], [[nested]], `[x](y)`',
    ],
    ['\\[p. 9](#page=9) is text, \\\\[p. 9](#page=9) a link', '\\[p. 9](#page=9) is text, \\\\p. 9 a link'],
    ['$$\n\\[x^2\\](#page=9)\n$$', '$$\n\\[x^2\\](#page=9)\n$$'],
    // A link's text may span lines, not paragraphs.
    ['[p.\n9](#page=9)', 'p.\n9'],
    ['[p.\n\n9](#page=9)', '[p.\n\n9](#page=9)'],
    // A definition of an unsent page loses its address, so the reference to it stays text.
    ['[p. 9][x]\n\n[x]: #page=9\n', '[p. 9][x]\n\n[x]:\n'],
    ['[p. 3][y]\n\n[y]: #page=3', '[p. 3][y]\n\n[y]: #page=3'],
    ['![figure](#page=9)', '!figure'],
    ['Unclosed [p. 9](#page=9', 'Unclosed [p. 9](#page=9'],
  ])('%j -> %j', (reply, kept) => {
    expect(filtered(reply)).toBe(kept);
  });

  test('streamed in any pieces, the result is the same as at once', () => {
    const reply =
      'Forces [p. 3](#page=3) and [p. 9](#page=9); in [§ Units](#section=s2) or [§ X](#section=x), ' +
      'see \\[a](#page=9) and [b]: more [Physics › U › L › S](#lesson=y1-physics-1.u1-l1&section=s2).';
    const whole = filtered(reply);
    for (let cut = 1; cut < reply.length; cut += 1) {
      for (const size of [1, 3, cut]) {
        const filter = citationFilter(targets);
        let out = '';
        for (let i = 0; i < reply.length; i += size) out += filter.push(reply.slice(i, i + size));
        out += filter.end();
        expect(out).toBe(whole);
      }
    }
  });

  test('text passes at once up to a "[", which is held only until it cannot be a citation', () => {
    const filter = citationFilter(targets);
    expect(filter.push('Newton’s law ')).toBe('Newton’s law ');
    expect(filter.push('[p. 9')).toBe('');
    expect(filter.push('](#pa')).toBe('');
    expect(filter.push('ge=9) and')).toBe('p. 9 and');
    expect(filter.push(' the interval [0, 1')).toBe(' the interval ');
    expect(filter.push(') ')).toBe('');
    // A link's text ends with its paragraph.
    expect(filter.push('stays.\n\nNext')).toBe('[0, 1) stays.\n\nNext');
    expect(filter.push(' [2, 3]')).toBe(' ');
    expect(filter.push(' too')).toBe('[2, 3] too');
    // A "[" that never closes is let go after MAX_HELD_CITATION_CHARS.
    const long = `[${'x'.repeat(MAX_HELD_CITATION_CHARS)}`;
    expect(filter.push(long)).toBe(long);
    expect(filter.end()).toBe('');
  });
});
