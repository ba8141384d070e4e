// What review cards show: saved contents as they are, quiz questions as question / answer Markdown
// in the card's one language.
import type { QuestionSource, StoredQuestion } from '../quiz/types.ts';
import { quizCardContent, savedCardContent } from './content.ts';

const LESSON: QuestionSource = {
  kind: 'lesson',
  lessonId: 'y1-physics-1.u1-l1',
  sectionId: 's1',
  title: { en: 'Motion', ar: 'الحركة' },
};
const common = {
  id: 'q1',
  hints: [],
  source: LESSON,
  explanation: { en: 'Speed is distance over time.', ar: 'السرعة هي المسافة مقسومة على الزمن.' },
};

test('a saved content: its title in front, its content behind, in the language it is written in', () => {
  expect(savedCardContent({ title: 'Photosynthesis', content: 'Plants make **glucose**.' }, 'ar')).toEqual({
    front: 'Photosynthesis',
    back: 'Plants make **glucose**.',
    lang: 'en',
  });
  expect(
    savedCardContent({ title: 'البناء الضوئي', content: 'تصنع النباتات الجلوكوز من الماء والضوء.' }, 'en')
      .lang,
  ).toBe('ar');
  // Nothing to tell from: the student's main language.
  expect(savedCardContent({ title: 'F = m × a', content: '$$F = m a$$' }, 'ar').lang).toBe('ar');
});

test('a bilingual single-choice question takes the student’s main language', () => {
  const question: StoredQuestion = {
    ...common,
    type: 'single',
    prompt: { en: 'What is speed?', ar: 'ما السرعة؟' },
    options: [
      { en: 'Distance over time', ar: 'المسافة على الزمن' },
      { en: 'Time over distance', ar: 'الزمن على المسافة' },
    ],
    answer: 0,
    order: [1, 0],
  };
  expect(quizCardContent(question, 'en')).toEqual({
    front: 'What is speed?\n\n- Distance over time\n- Time over distance',
    back: '**Answer:** Distance over time\n\n**Explanation:** Speed is distance over time.\n\n*Source: Motion*',
    lang: 'en',
  });
  expect(quizCardContent(question, 'ar')).toEqual({
    front: 'ما السرعة؟\n\n- المسافة على الزمن\n- الزمن على المسافة',
    back: '**الإجابة:** المسافة على الزمن\n\n**الشرح:** السرعة هي المسافة مقسومة على الزمن.\n\n*المصدر: الحركة*',
    lang: 'ar',
  });
});

test('a generated question keeps the language of its material', () => {
  const question: StoredQuestion = {
    id: 'q2',
    type: 'truefalse',
    prompt: { text: 'تتحرك الإلكترونات حول النواة في مدارات.' },
    explanation: { text: 'هذا ما ينص عليه نموذج بور للذرة.' },
    hints: [],
    source: { kind: 'file', fileId: 'f1', page: 3, name: 'الذرة.pdf' },
    answer: true,
  };
  expect(quizCardContent(question, 'en')).toEqual({
    front: 'تتحرك الإلكترونات حول النواة في مدارات.\n\nصواب أم خطأ؟',
    back: '**الإجابة:** صواب\n\n**الشرح:** هذا ما ينص عليه نموذج بور للذرة.\n\n*المصدر: الذرة.pdf، صفحة 3*',
    lang: 'ar',
  });
});

test('multiple choice, numeric and short answers', () => {
  const multiple: StoredQuestion = {
    ...common,
    type: 'multiple',
    prompt: { en: 'Which are vectors?', ar: 'أيّها كميات متجهة؟' },
    options: [
      { en: 'Velocity', ar: 'السرعة المتجهة' },
      { en: 'Mass', ar: 'الكتلة' },
      { en: 'Force', ar: 'القوة' },
    ],
    answer: [0, 2],
    order: [2, 1, 0],
  };
  const card = quizCardContent(multiple, 'en');
  expect(card.front).toBe('Which are vectors?\n\n- Velocity\n- Mass\n- Force\n\nChoose every right answer.');
  expect(card.back.startsWith('**Answers:**\n\n- Velocity\n- Force\n\n')).toBe(true);

  const numeric: StoredQuestion = {
    ...common,
    type: 'numeric',
    prompt: { en: 'g on Earth?', ar: 'ما قيمة g على الأرض؟' },
    answer: 9.8,
    tolerance: 0.1,
    unit: { en: 'm/s²', ar: 'م/ث²' },
  };
  expect(quizCardContent(numeric, 'en').back.split('\n\n')[0]).toBe('**Answer:** 9.8 m/s² (± 0.1 m/s²)');
  expect(quizCardContent(numeric, 'ar').back.split('\n\n')[0]).toBe('**الإجابة:** 9.8 م/ث² (± 0.1 م/ث²)');

  const short: StoredQuestion = {
    ...common,
    type: 'short',
    prompt: { en: 'The SI unit of force?', ar: 'ما وحدة القوة في النظام الدولي؟' },
    answers: [
      { en: 'newton', ar: 'نيوتن' },
      { en: 'N', ar: 'N' },
    ],
  };
  expect(quizCardContent(short, 'en')).toMatchObject({
    front: 'The SI unit of force?',
    back: expect.stringMatching(/^\*\*Answer:\*\* newton\n\nAlso accepted: N\n\n/),
  });
  expect(quizCardContent(short, 'ar').back).toMatch(/^\*\*الإجابة:\*\* نيوتن\n\nيُقبل أيضًا: N\n\n/);
});

test('matching and ordering: shuffled in front, the right pairs and order behind', () => {
  const matching: StoredQuestion = {
    ...common,
    type: 'matching',
    prompt: { en: 'Match the quantities with their units.', ar: 'صِل الكميات بوحداتها.' },
    pairs: [
      { left: { en: 'Force', ar: 'القوة' }, right: { en: 'newton', ar: 'نيوتن' } },
      { left: { en: 'Energy', ar: 'الطاقة' }, right: { en: 'joule', ar: 'جول' } },
    ],
    order: [1, 0],
  };
  const en = quizCardContent(matching, 'en');
  expect(en.front).toBe(
    'Match the quantities with their units.\n\n- Force\n- Energy\n\nMatch each item with one of:\n\n- joule\n- newton',
  );
  expect(en.back.startsWith('**Answer:**\n\n- Force → newton\n- Energy → joule\n\n')).toBe(true);
  expect(
    quizCardContent(matching, 'ar').back.startsWith('**الإجابة:**\n\n- القوة ← نيوتن\n- الطاقة ← جول'),
  ).toBe(true);

  const ordering: StoredQuestion = {
    ...common,
    type: 'ordering',
    prompt: { en: 'From smallest to largest.', ar: 'من الأصغر إلى الأكبر.' },
    items: [
      { en: 'Atom', ar: 'الذرة' },
      { en: 'Cell', ar: 'الخلية' },
      { en: 'Organ', ar: 'العضو' },
    ],
    order: [2, 0, 1],
  };
  const card = quizCardContent(ordering, 'en');
  expect(card.front).toBe('From smallest to largest.\n\nPut these in order:\n\n- Organ\n- Atom\n- Cell');
  expect(card.back.startsWith('**Answer:**\n\n1. Atom\n2. Cell\n3. Organ\n\n')).toBe(true);
});

test('an empty explanation is left out', () => {
  const question: StoredQuestion = {
    ...common,
    type: 'truefalse',
    prompt: { en: 'Light is a wave.', ar: 'الضوء موجة.' },
    explanation: { en: '', ar: '' },
    answer: false,
  };
  expect(quizCardContent(question, 'en').back).toBe('**Answer:** False\n\n*Source: Motion*');
});
