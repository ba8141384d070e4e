import type { QuizQuestion } from './api';
import { courseOfLesson, isAnswered, sourcePath, unansweredIds } from './answers';

const q = (type: QuizQuestion['type'], extra: Partial<QuizQuestion> = {}): QuizQuestion => ({
  id: type,
  type,
  prompt: { en: 'Prompt', ar: 'سؤال' },
  hintCount: 0,
  source: { kind: 'saved', savedId: 's1', title: 'Notes' },
  ...extra,
});

const options = [
  { en: 'a', ar: 'أ' },
  { en: 'b', ar: 'ب' },
  { en: 'c', ar: 'ج' },
];

describe('what counts as an answer (as the API decides at submit)', () => {
  it.each([
    [q('single', { options }), 1, true],
    [q('single', { options }), 3, false],
    [q('multiple', { options }), [0, 2], true],
    [q('multiple', { options }), [], false],
    [q('truefalse'), false, true],
    [q('numeric'), '٣٥٠٠', true],
    [q('numeric'), '  ', false],
    [q('short'), 'second', true],
    [q('short'), '', false],
    [q('matching', { left: options, right: options }), [2, 0, 1], true],
    [q('matching', { left: options, right: options }), [2, -1, 1], false],
    [q('ordering', { items: options }), [2, 0, 1], true],
    [q('ordering', { items: options }), [2, 2, 1], false],
  ] as const)('%#: %j', (question, answer, expected) => {
    expect(isAnswered(question, answer as never)).toBe(expected);
  });

  it('lists the unanswered questions in order', () => {
    const questions = [
      q('single', { id: 'q1', options }),
      q('short', { id: 'q2' }),
      q('truefalse', { id: 'q3' }),
    ];
    expect(unansweredIds({ questions }, { q2: 'x' })).toEqual(['q1', 'q3']);
  });
});

describe('source links', () => {
  it('leads to the lesson section, the file page, the saved content, the conversation', () => {
    expect(courseOfLesson('y1-physics-1.u1-l1')).toBe('y1-physics-1');
    expect(sourcePath({ kind: 'file', fileId: 'f1', page: 3, name: 'Notes.pdf' })).toBe(
      '/ai-engine?file=f1&page=3',
    );
    expect(sourcePath({ kind: 'saved', savedId: 's1', title: 'Cells' })).toBe('/saved');
    expect(sourcePath({ kind: 'conversation', conversationId: 'c1', title: 'Moles' })).toBe(
      '/ai-engine/conversation/c1',
    );
  });
});
