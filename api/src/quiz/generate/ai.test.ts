import { ENGLISH_PAGES } from '../testing.ts';
import {
  AI_MAX_CHARS,
  AI_MAX_PASSAGES,
  AI_QUESTIONS_JSON_SCHEMA,
  aiPassages,
  parseAiQuestions,
} from './ai.ts';

const options = { passages: 2, count: 3, minimum: 2, language: 'en' as const };

const valid = {
  questions: [
    {
      type: 'single',
      prompt: 'Which organelle controls the activities of the cell?',
      options: ['nucleus', 'ribosome', 'vacuole'],
      correct: [0],
      answers: [],
      explanation: 'The nucleus controls the cell.',
      passage: 1,
    },
    {
      type: 'multiple',
      prompt: 'Which of these do plant cells have? Choose all that apply.',
      options: ['a cell wall', 'chloroplasts', 'a shell', 'a cell membrane'],
      correct: [0, 1, 3],
      answers: [],
      explanation: 'Plant cells have a wall, chloroplasts and a membrane.',
      passage: 1,
    },
    {
      type: 'truefalse',
      prompt: 'Ribosomes make proteins.',
      options: [],
      correct: [1],
      answers: [],
      explanation: 'Ribosomes make proteins for the cell.',
      passage: 2,
    },
    {
      type: 'short',
      prompt: 'What fills the cell and holds the organelles?',
      options: [],
      correct: [],
      answers: ['cytoplasm', 'the cytoplasm'],
      explanation: 'The cytoplasm is the jelly-like fluid that fills the cell.',
      passage: 1,
    },
  ],
};

const withQuestion = (change: Record<string, unknown>, index = 0) => ({
  questions: valid.questions.map((question, i) => (i === index ? { ...question, ...change } : question)),
});

describe('validating the AI provider’s questions', () => {
  it('accepts a well-formed answer and keeps at most `count` questions', () => {
    const parsed = parseAiQuestions(JSON.stringify(valid), options);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.questions.map((q) => q.type)).toEqual(['single', 'multiple', 'truefalse']);
  });

  it.each([
    ['text that is not JSON', 'Here are your questions: 1. What is a cell?'],
    ['JSON of another shape', JSON.stringify({ items: valid.questions })],
    ['an unknown type', JSON.stringify(withQuestion({ type: 'essay' }))],
    ['a missing field', JSON.stringify({ questions: [{ type: 'single', prompt: 'Which one?' }] })],
    ['a right index outside the options', JSON.stringify(withQuestion({ correct: [5] }))],
    ['two right indexes for single choice', JSON.stringify(withQuestion({ correct: [0, 1] }))],
    ['one option', JSON.stringify(withQuestion({ options: ['nucleus'], correct: [0] }))],
    ['repeated options', JSON.stringify(withQuestion({ options: ['Nucleus', 'nucleus', 'vacuole'] }))],
    ['true/false without [0] or [1]', JSON.stringify(withQuestion({ correct: [2] }, 2))],
    ['a short answer without answers', JSON.stringify(withQuestion({ answers: [] }, 3))],
    [
      'a short answer of a whole sentence',
      JSON.stringify(withQuestion({ answers: ['it is the fluid that fills the cell'] }, 3)),
    ],
    ['a passage that does not exist', JSON.stringify(withQuestion({ passage: 7 }))],
    ['an empty prompt', JSON.stringify(withQuestion({ prompt: '   ' }))],
    [
      'a prompt in another language',
      JSON.stringify(withQuestion({ prompt: 'ما العضية التي تتحكم في أنشطة الخلية؟' })),
    ],
    ['too few questions', JSON.stringify({ questions: valid.questions.slice(0, 1) })],
  ])('refuses %s', (_, raw) => {
    expect(parseAiQuestions(raw, options).ok).toBe(false);
  });

  it('asks for a strict JSON schema with every field required', () => {
    const item = AI_QUESTIONS_JSON_SCHEMA.properties.questions.items;
    expect(item.additionalProperties).toBe(false);
    expect([...item.required].sort()).toEqual(Object.keys(item.properties).sort());
  });
});

describe('passages for the model', () => {
  it('spreads at most AI_MAX_PASSAGES chunks over the material, within AI_MAX_CHARS', () => {
    const pages = Array.from({ length: 60 }, (_, i) => ({
      text: `${ENGLISH_PAGES[i % 2]}\nPage marker ${i + 1}.`,
      extracted: true,
      source: { kind: 'file' as const, fileId: 'f', page: i + 1, name: 'Long.pdf' },
    }));
    const passages = aiPassages(pages);
    expect(passages.length).toBeLessThanOrEqual(AI_MAX_PASSAGES);
    expect(passages.reduce((sum, passage) => sum + passage.text.length, 0)).toBeLessThanOrEqual(AI_MAX_CHARS);
    expect(passages.map((passage) => passage.number)).toEqual(passages.map((_, i) => i + 1));
    // From the beginning to the end of the material.
    expect(passages[0]?.passage).toBe(0);
    expect(passages.at(-1)?.passage).toBeGreaterThan(40);
  });
});
