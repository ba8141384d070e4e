import {
  answerProblem,
  cbmMark,
  checkTry,
  gradeAnswer,
  gradeAttempt,
  interactiveFraction,
  isAnswered,
  parseNumericAnswer,
  rightAnswerOf,
  shortAnswerKey,
  type TryState,
} from './grading.ts';
import { presentationOrder, seededRandom } from './random.ts';
import type { Answer, StoredQuestion } from './types.ts';

const t = (en: string, ar: string) => ({ en, ar });
const common = {
  prompt: t('Question?', 'سؤال؟'),
  explanation: t('Because.', 'لأن.'),
  hints: [],
  source: { kind: 'lesson' as const, lessonId: 'y1-physics-1.u1-l1', sectionId: 's1', title: t('L', 'د') },
};

/** Options shown in reverse order: shown index i is original index n-1-i. */
const single: StoredQuestion = {
  ...common,
  id: 'q1',
  type: 'single',
  options: [t('gram', 'الجرام'), t('kilogram', 'الكيلوجرام'), t('newton', 'النيوتن'), t('pound', 'الرطل')],
  answer: 1,
  order: [3, 2, 1, 0],
};
const multiple: StoredQuestion = {
  ...common,
  id: 'q2',
  type: 'multiple',
  options: [t('metre', 'المتر'), t('second', 'الثانية'), t('newton', 'النيوتن'), t('kelvin', 'الكلفن')],
  answer: [0, 1, 3],
  order: [0, 1, 2, 3],
};
const trueFalse: StoredQuestion = { ...common, id: 'q3', type: 'truefalse', answer: false };
const numeric: StoredQuestion = {
  ...common,
  id: 'q4',
  type: 'numeric',
  answer: 3.5,
  tolerance: 0.05,
  unit: t('m/s', 'م/ث'),
};
const short: StoredQuestion = {
  ...common,
  id: 'q5',
  type: 'short',
  answers: [t('second', 'الثانية'), t('s', 'ث')],
};
const matching: StoredQuestion = {
  ...common,
  id: 'q6',
  type: 'matching',
  pairs: [
    { left: t('kilo', 'كيلو'), right: t('10^3', '10^3') },
    { left: t('centi', 'سنتي'), right: t('10^-2', '10^-2') },
    { left: t('milli', 'ملي'), right: t('10^-3', '10^-3') },
  ],
  order: [2, 0, 1], // right column shown: 10^-3, 10^3, 10^-2
};
const ordering: StoredQuestion = {
  ...common,
  id: 'q7',
  type: 'ordering',
  items: [t('nm', 'نانومتر'), t('mm', 'مم'), t('m', 'م'), t('km', 'كم')],
  order: [3, 2, 1, 0], // shown largest first
};

describe('single choice', () => {
  it('grades the shown index through the attempt’s order', () => {
    expect(gradeAnswer(single, 2)).toEqual({ fraction: 1, correct: true }); // shown 2 = original 1
    expect(gradeAnswer(single, 1)).toEqual({ fraction: 0, correct: false });
    expect(rightAnswerOf(single)).toBe(2);
  });
  it('refuses indexes outside the options', () => {
    expect(answerProblem(single, 4)).not.toBeNull();
    expect(answerProblem(single, 1.5)).not.toBeNull();
    expect(answerProblem(single, '1')).not.toBeNull();
    expect(gradeAnswer(single, 7).fraction).toBe(0);
  });
});

describe('multiple choice: partial credit, wrong choices cost as much as right ones earn', () => {
  it('gives the full mark only for the exact set', () => {
    expect(gradeAnswer(multiple, [3, 1, 0])).toEqual({ fraction: 1, correct: true });
    expect(rightAnswerOf(multiple)).toEqual([0, 1, 3]);
  });
  it('gives 1/R per right option chosen, minus 1/R per wrong one, never below 0', () => {
    expect(gradeAnswer(multiple, [0, 1]).fraction).toBeCloseTo(2 / 3);
    expect(gradeAnswer(multiple, [0, 1]).correct).toBe(false);
    expect(gradeAnswer(multiple, [0, 2]).fraction).toBe(0);
    expect(gradeAnswer(multiple, [0, 1, 2, 3]).fraction).toBeCloseTo(2 / 3);
    expect(gradeAnswer(multiple, [2]).fraction).toBe(0);
  });
  it('treats an empty choice as unanswered and refuses repeated indexes', () => {
    expect(isAnswered(multiple, [])).toBe(false);
    expect(answerProblem(multiple, [1, 1])).not.toBeNull();
  });
});

describe('true/false', () => {
  it('compares booleans', () => {
    expect(gradeAnswer(trueFalse, false).correct).toBe(true);
    expect(gradeAnswer(trueFalse, true).correct).toBe(false);
    expect(answerProblem(trueFalse, 'false')).not.toBeNull();
    expect(isAnswered(trueFalse, false)).toBe(true);
  });
});

describe('numeric with tolerance', () => {
  it.each([
    ['3.5', 3.5],
    ['  3.5  ', 3.5],
    ['3,5', 3.5],
    ['٣٫٥', 3.5],
    ['٣,٥', 3.5],
    ['۳٫۵', 3.5], // Persian digits
    ['3.5 m/s', 3.5],
    ['3.5m/s', 3.5],
    ['٣٫٥ م/ث', 3.5],
    ['−2', -2],
    ['-0.5', -0.5],
    ['1,234.5', 1234.5],
    ['1٬234', 1234],
    ['2.5e3', 2500],
    ['.5', 0.5],
  ])('reads %j as %d', (input, value) => {
    expect(parseNumericAnswer(input, numeric.type === 'numeric' ? numeric.unit : undefined)).toBeCloseTo(
      value,
    );
  });

  it.each(['', 'abc', '3.5 km', '3.5.1', '1,2,3', '3.5 m/s extra', 'three'])('refuses %j', (input) => {
    expect(parseNumericAnswer(input, numeric.type === 'numeric' ? numeric.unit : undefined)).toBeNull();
  });

  it('accepts a value within the tolerance, inclusive, in any digits', () => {
    expect(gradeAnswer(numeric, '3.55').correct).toBe(true);
    expect(gradeAnswer(numeric, '3.45').correct).toBe(true);
    expect(gradeAnswer(numeric, '٣٫٤٥').correct).toBe(true);
    expect(gradeAnswer(numeric, '3.56').correct).toBe(false);
    expect(gradeAnswer(numeric, '3.5 km').correct).toBe(false);
    expect(rightAnswerOf(numeric)).toBe(3.5);
  });

  it('with no tolerance, wants the exact value (floating point noise aside)', () => {
    const exact: StoredQuestion = { ...common, id: 'q9', type: 'numeric', answer: 0.3, tolerance: 0 };
    expect(gradeAnswer(exact, '0.3').correct).toBe(true);
    expect(gradeAnswer(exact, String(0.1 + 0.2)).correct).toBe(true);
    expect(gradeAnswer(exact, '0.31').correct).toBe(false);
  });
});

describe('short answer', () => {
  it('folds case, spaces, punctuation and an English article', () => {
    expect(gradeAnswer(short, '  Second. ').correct).toBe(true);
    expect(gradeAnswer(short, 'the second').correct).toBe(true);
    expect(gradeAnswer(short, 'S').correct).toBe(true);
    expect(gradeAnswer(short, 'minute').correct).toBe(false);
    expect(gradeAnswer(short, '   ').correct).toBe(false);
  });
  it('accepts the Arabic answers with diacritics, hamza, ta marbuta and the article folded', () => {
    expect(gradeAnswer(short, 'الثّانِيَة').correct).toBe(true);
    expect(gradeAnswer(short, 'ثانيه').correct).toBe(true);
    const hamza: StoredQuestion = {
      ...common,
      id: 'q8',
      type: 'short',
      answers: [t('acceleration', 'التسارع'), t('mass', 'الكتلة')],
    };
    expect(gradeAnswer(hamza, 'تسارع').correct).toBe(true);
    expect(gradeAnswer(hamza, 'الكُتلة').correct).toBe(true);
    const alif: StoredQuestion = {
      ...common,
      id: 'q8',
      type: 'short',
      answers: [t('pressure', 'الضغط الجوي'), t('base', 'أساس')],
    };
    expect(gradeAnswer(alif, 'اساس').correct).toBe(true);
    expect(gradeAnswer(alif, 'إساس').correct).toBe(true);
    expect(gradeAnswer(alif, 'الضغط الجوى').correct).toBe(true);
    expect(shortAnswerKey('The  Nucleus!')).toBe('nucleus');
  });
  it('keeps the minus sign of a number and the order of coordinates; a hyphen between words is punctuation', () => {
    const point: StoredQuestion = {
      ...common,
      id: 'q9',
      type: 'short',
      answers: [t('(4, -2)', '(4, -2)')],
    };
    expect(gradeAnswer(point, '(4,-2)').correct).toBe(true);
    expect(gradeAnswer(point, '4, −2').correct).toBe(true);
    expect(gradeAnswer(point, '(٤، -٢)').correct).toBe(true);
    expect(gradeAnswer(point, '(4, 2)').correct).toBe(false);
    expect(gradeAnswer(point, '(-4, 2)').correct).toBe(false);
    expect(gradeAnswer(point, '(-2, 4)').correct).toBe(false);
    expect(shortAnswerKey('x = -3')).toBe('x -3');
    expect(shortAnswerKey('x=3')).toBe('x 3');
    expect(shortAnswerKey('1-2')).toBe('1 2');
    expect(shortAnswerKey('well-known')).toBe('well known');
  });
});

describe('matching: one share per pair', () => {
  it('grades the shown right index given for each left item', () => {
    // kilo -> 10^3 (shown 1), centi -> 10^-2 (shown 2), milli -> 10^-3 (shown 0)
    expect(gradeAnswer(matching, [1, 2, 0])).toEqual({ fraction: 1, correct: true });
    expect(rightAnswerOf(matching)).toEqual([1, 2, 0]);
    expect(gradeAnswer(matching, [1, 0, 2]).fraction).toBeCloseTo(1 / 3);
    expect(gradeAnswer(matching, [0, 1, 2]).fraction).toBe(0);
  });
  it('needs one index per left item', () => {
    expect(answerProblem(matching, [1, 2])).not.toBeNull();
    expect(answerProblem(matching, [1, 2, 3])).not.toBeNull();
  });
});

describe('ordering: one share per item in its right position', () => {
  it('grades the shown indexes in the chosen order', () => {
    // shown: km(0) m(1) mm(2) nm(3); right order nm, mm, m, km
    expect(gradeAnswer(ordering, [3, 2, 1, 0])).toEqual({ fraction: 1, correct: true });
    expect(rightAnswerOf(ordering)).toEqual([3, 2, 1, 0]);
    expect(gradeAnswer(ordering, [3, 2, 0, 1]).fraction).toBe(0.5);
    expect(gradeAnswer(ordering, [0, 1, 2, 3]).fraction).toBe(0);
  });
  it('needs every index once', () => {
    expect(answerProblem(ordering, [3, 3, 1, 0])).not.toBeNull();
    expect(answerProblem(ordering, [3, 2, 1])).not.toBeNull();
  });
});

describe('presentation order', () => {
  it('is reproducible for a seed and never leaves an ordering question in order', () => {
    expect(presentationOrder(5, seededRandom('seed', 'q1'))).toEqual(
      presentationOrder(5, seededRandom('seed', 'q1')),
    );
    for (let i = 0; i < 50; i += 1) {
      const order = presentationOrder(3, seededRandom(`seed-${i}`), true);
      expect(order).not.toEqual([0, 1, 2]);
      expect([...order].sort()).toEqual([0, 1, 2]);
    }
  });
});

describe('certainty-based marking: right x1/x2/x3, wrong 0/-2/-6', () => {
  it('scores right and wrong answers by certainty', () => {
    expect([1, 2, 3].map((c) => cbmMark(1, c as 1 | 2 | 3))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((c) => cbmMark(0, c as 1 | 2 | 3))).toEqual([0, -2, -6]);
  });
  it('interpolates a partly right answer as Moodle does', () => {
    expect(cbmMark(0.5, 3)).toBeCloseTo(3 * 0.5 - 6 * 0.5);
    expect(cbmMark(0.5, 1)).toBeCloseTo(0.5);
  });
  it('totals an attempt out of 3 per question; an answer without certainty counts as low', () => {
    const questions = [single, trueFalse, numeric];
    const result = gradeAttempt({
      questions,
      answers: { q1: 2, q3: true, q4: '3.5' },
      certainties: { q1: 3, q3: 2 },
      tries: {},
      behaviour: 'deferred',
      certainty: true,
    });
    expect(result.questions.map((q) => q.mark)).toEqual([3, -2, 1]);
    expect(result.score).toBe(2);
    expect(result.maxScore).toBe(9);
    expect(result.percent).toBeCloseTo(22.2);
    expect(result.accuracy).toBeCloseTo(66.7);
    expect(result.questions.map((q) => q.certainty)).toEqual([3, 2, 1]);
  });
  it('shows a negative total as 0 %', () => {
    const result = gradeAttempt({
      questions: [trueFalse],
      answers: { q3: true },
      certainties: { q3: 3 },
      tries: {},
      behaviour: 'deferred',
      certainty: true,
    });
    expect(result.score).toBe(-6);
    expect(result.percent).toBe(0);
  });
});

describe('interactive with multiple tries: tries = hints + 1, each incorrect try costs 1/tries', () => {
  const withHints: StoredQuestion = {
    ...single,
    hints: [t('It is a base unit.', 'إنها وحدة أساسية.'), t('Kilo means 1000.', 'كيلو تعني 1000.')],
  };

  it('gives the full mark on the first try', () => {
    const first = checkTry(withHints, undefined, 2);
    expect(first).toMatchObject({ correct: true, finished: true, triesLeft: 2, hint: null, penalty: 0 });
    expect(interactiveFraction(withHints, first.state, 2)).toBe(1);
  });

  it('shows a hint after each incorrect try and takes a third off per incorrect try', () => {
    const first = checkTry(withHints, undefined, 0);
    expect(first).toMatchObject({ correct: false, finished: false, triesLeft: 2 });
    expect(first.hint).toEqual(withHints.hints[0]);
    expect(first.penalty).toBeCloseTo(1 / 3);
    const second = checkTry(withHints, first.state, 1);
    expect(second.hint).toEqual(withHints.hints[1]);
    expect(second.penalty).toBeCloseTo(2 / 3);
    const third = checkTry(withHints, second.state, 2);
    expect(third).toMatchObject({ correct: true, finished: true, triesLeft: 0, hint: null });
    expect(third.penalty).toBeCloseTo(2 / 3);
    expect(interactiveFraction(withHints, third.state, 2)).toBeCloseTo(1 / 3);
  });

  it('right on the second try scores 2/3; out of tries scores 0', () => {
    const wrong = checkTry(withHints, undefined, 0);
    const right = checkTry(withHints, wrong.state, 2);
    expect(interactiveFraction(withHints, right.state, 2)).toBeCloseTo(2 / 3);
    let state: TryState | undefined;
    for (const answer of [0, 1, 3]) state = checkTry(withHints, state, answer).state;
    expect(state?.tries).toBe(3);
    expect(interactiveFraction(withHints, state, 3)).toBe(0);
  });

  it('a question without hints has one try', () => {
    const once = checkTry(single, undefined, 0);
    expect(once).toMatchObject({ correct: false, finished: true, triesLeft: 0, penalty: 1 });
  });

  it('counts an unchecked final answer as one more try at submit', () => {
    const wrong = checkTry(withHints, undefined, 0);
    expect(interactiveFraction(withHints, wrong.state, 2)).toBeCloseTo(2 / 3);
    expect(interactiveFraction(withHints, wrong.state, 0)).toBe(0); // the checked answer again
    expect(interactiveFraction(withHints, undefined, 2)).toBe(1); // never checked
  });

  it('keeps the best try of a partly right question', () => {
    const withHint: StoredQuestion = { ...multiple, hints: [t('Three of them.', 'ثلاثة منها.')] };
    const partial = checkTry(withHint, undefined, [0, 1]); // 2/3 right
    expect(partial.correct).toBe(false);
    const worse = checkTry(withHint, partial.state, [2]); // 0
    expect(worse.finished).toBe(true);
    expect(interactiveFraction(withHint, worse.state, [2])).toBeCloseTo(2 / 3);
  });

  it('grades a whole interactive attempt with certainty on top of the penalties', () => {
    const wrong = checkTry(withHints, undefined, 0);
    const right = checkTry(withHints, wrong.state, 2);
    const answers: Record<string, Answer> = { q1: 2 };
    const result = gradeAttempt({
      questions: [withHints],
      answers,
      certainties: { q1: 3 },
      tries: { q1: right.state },
      behaviour: 'interactive',
      certainty: true,
    });
    // 2/3 right at high certainty: 3 * 2/3 + (-6) * 1/3 = 0
    expect(result.questions[0]?.fraction).toBeCloseTo(2 / 3);
    expect(result.questions[0]?.mark).toBeCloseTo(0);
    expect(result.questions[0]?.correct).toBe(true);
  });
});

describe('a whole deferred attempt', () => {
  it('adds the marks of every type and gives the right answers', () => {
    const result = gradeAttempt({
      questions: [single, multiple, trueFalse, numeric, short, matching, ordering],
      answers: { q1: 2, q2: [0, 1], q3: false, q4: '٣٫٥', q5: 'الثانية', q6: [1, 2, 0], q7: [3, 2, 0, 1] },
      certainties: {},
      tries: {},
      behaviour: 'deferred',
      certainty: false,
    });
    expect(result.questions.map((q) => q.mark)).toEqual([1, 0.6667, 1, 1, 1, 1, 0.5]);
    expect(result.maxScore).toBe(7);
    expect(result.score).toBeCloseTo(6.1667);
    expect(result.percent).toBeCloseTo(88.1);
    expect(result.questions[4]).toMatchObject({
      acceptedAnswers: short.type === 'short' ? short.answers : [],
    });
    expect(result.questions[3]).toMatchObject({ tolerance: 0.05, rightAnswer: 3.5 });
    expect(result.questions.every((q) => q.certainty === undefined)).toBe(true);
  });
});
