import { lintContent } from './content.ts';
import { agrees, evaluate, lintCourse, lintGlossary, lintLesson, mathProblems, placesOf } from './lint.ts';
import type { Question, WrittenLesson } from './schema.ts';
import { courseFixture, writtenLesson } from './testing.ts';

// ---------------------------------------------------------------------------------------------------
// The real content

describe('the written lessons of api/content', () => {
  test('pass the content linter (docs/content-guide.md), glossaries included', () => {
    expect(lintContent().map((problem) => `${problem.where}: ${problem.message}`)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Each rule catches what it is for

const lesson = () => writtenLesson(1) as WrittenLesson;
const question = <T extends Question['type']>(l: WrittenLesson, type: T) =>
  l.questions.find((q) => q.type === type) as Extract<Question, { type: T }>;
const messages = (l: WrittenLesson, subject = 'physics') =>
  lintLesson(l, subject).map((p) => `${p.where}: ${p.message}`);

describe('lintLesson', () => {
  test('passes the fixture', () => {
    expect(messages(lesson())).toEqual([]);
  });

  test.each<[string, (l: WrittenLesson) => void, RegExp]>([
    [
      'a numeric question without its calculation',
      (l) => void delete question(l, 'numeric').compute,
      /questions\[3\]\.compute: is missing/,
    ],
    [
      'a wrong numeric answer',
      (l) => void (question(l, 'numeric').compute = '19.6 / 4'),
      /questions\[3\]\.answer: is 9\.8, but 19\.6 \/ 4 = 4\.9/,
    ],
    [
      'a tolerance that refuses the exact value',
      (l) => Object.assign(question(l, 'numeric'), { answer: 3.3, tolerance: 0, compute: '10/3' }),
      /questions\[3\]\.tolerance: is 0: the exact value 3\.33+\d* would be marked wrong/,
    ],
    [
      'a calculation that is not one',
      (l) => void (question(l, 'numeric').compute = 'x = 2'),
      /compute: cannot be evaluated/,
    ],
    [
      'maths KaTeX cannot render',
      (l) => void (l.sections[0]!.body.en = 'Speed is $\\dfrac{d}{$.'),
      /sections\[0\]\.body\.en: has (an unmatched \$|maths KaTeX cannot render)/,
    ],
    [
      'an unknown command',
      (l) => void (l.sections[0]!.body.ar = 'السرعة $\\speed = 2$.'),
      /sections\[0\]\.body\.ar: has maths KaTeX cannot render/,
    ],
    [
      'an unmatched dollar',
      (l) => void (l.keyTerms[0]!.definition.en = 'Costs $5 and $x$ more.'),
      /keyTerms\[0\]\.definition\.en: has an unmatched \$/,
    ],
    [
      'Arabic-Indic digits',
      (l) => void (l.sections[1]!.body.ar = 'تقطع السيارة ٢٥ مترًا في الثانية.'),
      /sections\[1\]\.body\.ar: has Arabic-Indic digits/,
    ],
    [
      'placeholder text',
      (l) => void (l.questions[0]!.explanation.en = 'TODO: explain'),
      /questions\[0\]\.explanation\.en: has placeholder text: "TODO"/,
    ],
    [
      'an Arabic text much shorter than its English',
      (l) =>
        void (l.sections[2]!.body = {
          en: 'Speed tells how fast an object moves. It is the distance covered divided by the time taken, in metres per second.',
          ar: 'السرعة هي المسافة.',
        }),
      /sections\[2\]\.body\.ar: is 0\.\d+ times the English's length/,
    ],
    [
      'two identical options',
      (l) => void (question(l, 'single').options[1] = { en: 'One', ar: 'واحد' }),
      /questions\[0\]: the choice "One" appears twice/,
    ],
    [
      'a section no question tests',
      (l) => void l.questions.forEach((q) => q.section === 's3' && (q.section = 's1')),
      /sections\[2\]: \("s3"\) is tested by no question/,
    ],
    [
      'a worked example without checks',
      (l) => void delete l.workedExample.checks,
      /workedExample\.checks: are missing/,
    ],
    [
      'a wrong worked-example value',
      (l) => void (l.workedExample.checks = [{ compute: '3 * 3', value: 6 }]),
      /workedExample\.checks\[0\]\.value: is 6, but 3 \* 3 = 9/,
    ],
    [
      'a check of a number the answer does not state',
      (l) => void (l.workedExample.checks = [{ compute: '3 * 3', value: 9 }]),
      /workedExample\.checks\[0\]\.value: \(9\) is not a number the answer states/,
    ],
  ])('refuses %s', (_name, change, expected) => {
    const l = lesson();
    change(l);
    expect(messages(l).join('\n')).toMatch(expected);
  });

  test('an English lesson needs no worked-example checks; a subscript is not a stated number', () => {
    const l = lesson();
    delete l.workedExample.checks;
    expect(messages(l, 'english')).toEqual([]);
    l.workedExample.answer = {
      en: 'The formula is $\\text{H}_2\\text{O}$.',
      ar: 'الصيغة $\\text{H}_2\\text{O}$.',
    };
    expect(messages(l, 'chemistry')).toEqual([]);
  });
});

describe('lintCourse and lintGlossary', () => {
  test('a key term the glossary translates otherwise is refused; one it translates alike passes', () => {
    const course = courseFixture();
    const term = course.units[0]!.lessons[0]!.keyTerms![0]!.term;
    const glossary = [{ id: 'physics.x', en: term.en.toUpperCase(), ar: `${term.ar}ات` }];
    expect(
      lintCourse(course, glossary)
        .map((p) => p.message)
        .join('\n'),
    ).toMatch(/but the glossary \(physics\.x\) says .*: one term, one translation/);
    expect(lintCourse(course, [{ id: 'physics.x', en: term.en, ar: term.ar }])).toEqual([]);
  });

  test('a glossary defining a term twice (in either language) is refused', () => {
    expect(
      lintGlossary('physics', [
        { id: 'physics.a', en: 'force', ar: 'القوة' },
        { id: 'physics.b', en: 'Force', ar: 'قوة' },
        { id: 'physics.c', en: 'push', ar: 'القُوّة' },
      ]).map((p) => p.message),
    ).toEqual([
      'defines the English term "force" again (physics.a)',
      'defines the Arabic term "القوة" again (physics.a)',
    ]);
  });
});

describe('the calculations', () => {
  test.each([
    ['90*1000/3600', 25],
    ['sqrt(3^2 + 4^2)', 5],
    ['20 * sind(30)', 10],
    ['atand(1)', 45],
    ['0.5 * 9.8 * 3^2', 44.1],
    ['6.02e23 * 2', 1.204e24],
    ['log10(1000)', 3],
    ['(180 * (6 - 2)) / 6', 120],
  ])('%s = %d', (expression, value) => {
    expect(evaluate(expression)).toBeCloseTo(value, 9);
  });

  test('a stated answer agrees with its calculation rounded to the places it shows', () => {
    expect(placesOf(3.3)).toBe(1);
    expect(placesOf(25)).toBe(0);
    expect(placesOf(1.5e-5)).toBe(6);
    expect(agrees(3.3, 10 / 3)).toBe(true);
    expect(agrees(3.4, 10 / 3)).toBe(false);
    expect(agrees(25, 24.6)).toBe(true);
    expect(agrees(25, 24.4)).toBe(false);
    expect(agrees(6.02e23, 6.022e23)).toBe(true);
  });

  test('KaTeX renders what it can and names what it cannot', () => {
    expect(
      mathProblems('Display $$x = \\frac{1}{2}$$ and inline $v = \\dfrac{d}{t}$; a price \\$5.'),
    ).toEqual([]);
    expect(mathProblems('$\\frac{1}{$')[0]).toMatch(/KaTeX cannot render|unmatched/);
  });
});
