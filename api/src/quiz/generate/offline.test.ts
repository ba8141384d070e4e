import { normalizeForSearch } from '../../search-text.ts';
import { loadGlossary } from '../../tutor/glossary.ts';
import { ARABIC_PAGES, ENGLISH_PAGES } from '../testing.ts';
import type { DraftQuestion, QuizText } from '../types.ts';
import { informativeSentences, reflow, type MaterialPassage } from './material.ts';
import { generateOffline } from './offline.ts';

const pagesOf = (pages: readonly string[]): MaterialPassage[] =>
  pages.map((text, i) => ({
    text,
    extracted: true,
    source: { kind: 'file', fileId: 'file-1', page: i + 1, name: 'Cells.pdf' },
  }));

const textOf = (text: QuizText) => ('text' in text ? text.text : text.en);

/** Every generated question is well formed: one language, options distinct, answer among them, a source. */
function expectWellFormed(questions: readonly DraftQuestion[], language: 'en' | 'ar') {
  const arabic = /[\u0600-\u06FF]/;
  for (const question of questions) {
    expect('text' in question.prompt).toBe(true);
    const prompt = textOf(question.prompt);
    if (language === 'ar') expect(prompt).toMatch(arabic);
    else expect(prompt).not.toMatch(arabic);
    expect(textOf(question.explanation).length).toBeGreaterThan(10);
    expect(question.source).toMatchObject({ kind: 'file', fileId: 'file-1', name: 'Cells.pdf' });
    expect([1, 2]).toContain(question.source.kind === 'file' ? question.source.page : 0);
    if (question.type === 'single') {
      const options = question.options.map((option) => normalizeForSearch(textOf(option)));
      expect(new Set(options).size).toBe(options.length);
      expect(options.length).toBeGreaterThanOrEqual(3);
      expect(question.answer).toBeLessThan(options.length);
      // A cloze question's blank is the answer: the sentence in the explanation holds it.
      if (prompt.includes('_____'))
        expect(normalizeForSearch(textOf(question.explanation))).toContain(options[question.answer]);
    }
    if (question.type === 'short') expect(question.answers.length).toBeGreaterThan(0);
  }
}

describe('reading extracted pages', () => {
  it('joins the lines of a paragraph and keeps headings apart', () => {
    const text = reflow(
      'Cell Structure\nThe cell is the basic unit\nof life. Photo-\nsynthesis needs light.\n',
    );
    expect(text).toBe('Cell Structure\n\nThe cell is the basic unit of life. Photosynthesis needs light.');
  });

  it('keeps informative sentences only: statements of ordinary length in the material’s language', () => {
    const sentences = informativeSentences(
      pagesOf([
        'Cells\nWhat is a cell? A cell is small.\nThe nucleus controls the activities of the cell.\nThen y = 2x + 3 = 7 holds for every value here.',
      ]),
      'en',
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'The nucleus controls the activities of the cell.',
    ]);
  });
});

describe('the offline generator', () => {
  const glossary = loadGlossary();

  it('writes ten questions from an English file: cloze, true/false, short answer and definitions', () => {
    const quiz = generateOffline({ passages: pagesOf(ENGLISH_PAGES), count: 10, seed: 'seed-1', glossary });
    expect(quiz.language).toBe('en');
    expect(quiz.questions).toHaveLength(10);
    expectWellFormed(quiz.questions, 'en');
    const types = new Set(quiz.questions.map((question) => question.type));
    expect(types).toEqual(new Set(['single', 'truefalse', 'short']));
    expect(
      quiz.questions.some((q) => textOf(q.prompt).startsWith('Which term matches this definition?')),
    ).toBe(true);
    expect(quiz.questions.some((q) => textOf(q.prompt).startsWith('Choose the'))).toBe(true);
    // Both pages are asked about.
    expect(new Set(quiz.questions.map((q) => (q.source.kind === 'file' ? q.source.page : 0)))).toEqual(
      new Set([1, 2]),
    );
    // Cloze and short questions carry hints (more tries in interactive mode).
    const cloze = quiz.questions.filter((q) => textOf(q.prompt).includes('_____'));
    expect(cloze.length).toBeGreaterThan(0);
    for (const question of cloze) expect(question.hints.length).toBeGreaterThan(0);
  });

  it('writes Arabic questions from an Arabic file, in Arabic only', () => {
    const quiz = generateOffline({ passages: pagesOf(ARABIC_PAGES), count: 10, seed: 'seed-1', glossary });
    expect(quiz.language).toBe('ar');
    expect(quiz.questions.length).toBeGreaterThanOrEqual(8);
    expectWellFormed(quiz.questions, 'ar');
    expect(quiz.questions.some((q) => textOf(q.prompt).startsWith('صواب أم خطأ؟'))).toBe(true);
    expect(quiz.questions.some((q) => /^اختر (الكلمة|المصطلح)/.test(textOf(q.prompt)))).toBe(true);
    // Options of an Arabic cloze are written as the sentence needs them: with ال when the blank has it.
    for (const question of quiz.questions) {
      if (question.type !== 'single' || !textOf(question.prompt).includes('_____')) continue;
      const answer = textOf(question.options[question.answer] as QuizText);
      for (const option of question.options)
        expect(normalizeForSearch(textOf(option)).startsWith('ال')).toBe(
          normalizeForSearch(answer).startsWith('ال'),
        );
    }
  });

  it('is the same for the same seed, and each term answers one question at most', () => {
    const a = generateOffline({ passages: pagesOf(ENGLISH_PAGES), count: 10, seed: 'same', glossary });
    const b = generateOffline({ passages: pagesOf(ENGLISH_PAGES), count: 10, seed: 'same', glossary });
    expect(b).toEqual(a);
    const answers = a.questions.flatMap((q) =>
      q.type === 'single' ? [normalizeForSearch(textOf(q.options[q.answer] as QuizText))] : [],
    );
    expect(new Set(answers).size).toBe(answers.length);
  });

  it('writes fewer questions, or none, from too little text', () => {
    expect(
      generateOffline({ passages: pagesOf(['Hello there.']), count: 10, seed: 's', glossary }).questions,
    ).toEqual([]);
    const oneSentence = pagesOf([
      'The nucleus controls the activities of the cell and holds its genetic material.',
    ]);
    expect(
      generateOffline({ passages: oneSentence, count: 10, seed: 's', glossary }).questions.length,
    ).toBeLessThan(10);
  });

  // Its time (aim: well under two seconds) is bench/learning.mjs's "generation" figure.
  it('generates ten questions from a 30-page file', () => {
    const pages = Array.from({ length: 30 }, (_, i) => ENGLISH_PAGES[i % 2] as string);
    const quiz = generateOffline({ passages: pagesOf(pages), count: 10, seed: 'long', glossary });
    expect(quiz.questions).toHaveLength(10);
  });
});
