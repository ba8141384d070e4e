import { loadCatalogue } from '../courses/catalogue.ts';
import { reflow } from '../quiz/generate/material.ts';
import { ARABIC_PAGES, ENGLISH_PAGES, addFile, rightAnswer, wrongAnswer } from '../quiz/testing.ts';
import type { Answer, StoredQuestion } from '../quiz/types.ts';
import { createTestApp, manualClock, requestJson, signUpUser, type TestApp } from '../testing.ts';
import { createOpenAIProvider } from '../tutor/providers/openai.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../tutor/testing/fake-openai.ts';

type Text = { en: string; ar: string } | { text: string };
interface Question {
  id: string;
  type: string;
  prompt: Text;
  options?: Text[];
  items?: Text[];
  left?: Text[];
  right?: Text[];
  unit?: Text;
  hintCount: number;
  source: Record<string, unknown> & { kind: string };
}
interface GradedQuestion {
  id: string;
  correct: boolean;
  fraction: number;
  mark: number;
  maxMark: number;
  answer?: unknown;
  certainty?: number;
  rightAnswer: unknown;
  explanation: Text;
  source: Record<string, unknown> & { kind: string };
}
interface Attempt {
  _id: string;
  source: Record<string, unknown>;
  title: { en: string; ar: string };
  behaviour: string;
  certainty: boolean;
  status: string;
  generator: string;
  language: string | null;
  questions: Question[];
  answers: Record<string, unknown>;
  certainties: Record<string, number>;
  tries: Record<
    string,
    { tries: number; maxTries: number; hintsShown: number; hints: Text[]; correct: boolean | null }
  >;
  submittedAt: string | null;
  result: {
    score: number;
    maxScore: number;
    percent: number;
    accuracy: number;
    questions: GradedQuestion[];
  } | null;
}
interface ErrorBody {
  message: { en: string; ar: string };
  issues?: { field: string }[];
  unanswered?: string[];
}

const LESSON = 'y1-physics-1.u1-l1';
const UNANSWERED = {
  en: 'You need to answer all questions before submitting',
  ar: 'يجب الإجابة عن جميع الأسئلة قبل الإرسال',
};
const NOT_ENOUGH = {
  en: 'There is not enough text here to make a quiz. Add more notes or choose a longer file',
  ar: 'لا يوجد هنا نص كافٍ لإعداد اختبار. أضف ملاحظات أكثر أو اختر ملفًا أطول',
};
const ATTEMPT_NOT_FOUND = { en: 'This quiz was not found', ar: 'لم يُعثر على هذا الاختبار' };

// ---------------------------------------------------------------------------------------------------
// Harness

let t: TestApp;
let token: string;
let userId: string;
let other: { token: string; userId: string };

async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp({ clock: manualClock('2025-03-01T08:00:00.000Z').clock, ...options });
  const me = await signUpUser(t.app);
  token = me.accessToken;
  userId = me.user._id;
  const second = await signUpUser(t.app);
  other = { token: second.accessToken, userId: second.user._id };
}

const api = (method: string, path: string, body?: unknown, as = token) =>
  requestJson(t.app, method, path, { token: as, body });

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function startQuiz(body: Record<string, unknown>, as = token): Promise<Attempt> {
  return (await json<{ attempt: Attempt }>(await api('POST', '/quizzes', body, as), 201)).attempt;
}

/** The attempt as the server keeps it, answers included (never served before submit). */
async function stored(id: string): Promise<StoredQuestion[]> {
  const doc = await t.store.quizAttempts.findForUser(id, userId);
  if (!doc) throw new Error(`no attempt ${id}`);
  return doc.questions;
}

const put = (id: string, qid: string, answer: Answer | null, certainty?: number, as = token) =>
  api('PUT', `/quiz-attempts/${id}/answers/${qid}`, { answer, ...(certainty ? { certainty } : {}) }, as);

async function answerAll(
  id: string,
  choose: (question: StoredQuestion) => Answer = rightAnswer,
  skip: readonly string[] = [],
): Promise<Attempt> {
  let attempt: Attempt | undefined;
  for (const question of await stored(id)) {
    if (skip.includes(question.id)) continue;
    attempt = (await json<{ attempt: Attempt }>(await put(id, question.id, choose(question)), 200)).attempt;
  }
  return attempt as Attempt;
}

const submit = (id: string, as = token) => api('POST', `/quiz-attempts/${id}/submit`, undefined, as);
const get = async (id: string) =>
  (await json<{ attempt: Attempt }>(await api('GET', `/quiz-attempts/${id}`), 200)).attempt;

/** Keys of a question that would give its answer away. */
const ANSWER_KEYS = [
  'answer',
  'answers',
  'explanation',
  'order',
  'pairs',
  'tolerance',
  'acceptedAnswers',
  'rightAnswer',
  'origin',
  'hints',
  'correct',
];

function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, out);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      out.add(key);
      keysOf(item, out);
    }
  return out;
}

const textOf = (text: Text) => ('text' in text ? text.text : text.en);

/** Nothing of the questions' answers is in the served attempt. */
async function expectNoAnswers(body: string, attempt: Attempt) {
  expect(attempt.result).toBeNull();
  expect(body).not.toContain('"seed"');
  const keys = keysOf(attempt.questions);
  for (const key of ANSWER_KEYS) expect(keys.has(key)).toBe(false);
  for (const [i, question] of (await stored(attempt._id)).entries()) {
    expect(body).not.toContain(JSON.stringify(textOf(question.explanation)));
    const shown = JSON.stringify(attempt.questions[i]);
    if (question.type === 'short')
      for (const accepted of question.answers) expect(shown).not.toContain(`"${textOf(accepted)}"`);
  }
}

// ---------------------------------------------------------------------------------------------------
// A lesson's bank

describe('quizzes from a lesson’s bank', () => {
  beforeEach(() => setUp());
  afterEach(() => t.close());

  it('starts a 10-question quiz whose answers are never served before submit', async () => {
    const response = await api('POST', '/quizzes', { source: { kind: 'lesson', lessonId: LESSON } });
    const body = await response.text();
    expect(response.status).toBe(201);
    const { attempt } = JSON.parse(body) as { attempt: Attempt };
    expect(attempt).toMatchObject({
      status: 'in-progress',
      generator: 'bank',
      behaviour: 'deferred',
      certainty: false,
      language: null,
      source: { kind: 'lesson', lessonId: LESSON },
      answers: {},
      submittedAt: null,
    });
    expect(attempt.title.en).toMatch(/^Quiz: /);
    expect(attempt.title.ar).toMatch(/^اختبار: /);
    expect(attempt.questions).toHaveLength(10);
    expect(attempt.questions.map((q) => q.id)).toEqual(Array.from({ length: 10 }, (_, i) => `q${i + 1}`));
    for (const question of attempt.questions) {
      expect(question.prompt).toEqual({ en: expect.any(String), ar: expect.any(String) });
      expect(question.source).toMatchObject({
        kind: 'lesson',
        lessonId: LESSON,
        sectionId: expect.any(String),
      });
    }
    await expectNoAnswers(body, attempt);

    const again = await api('GET', `/quiz-attempts/${attempt._id}`);
    const againBody = await again.text();
    expect(again.status).toBe(200);
    await expectNoAnswers(againBody, (JSON.parse(againBody) as { attempt: Attempt }).attempt);
  });

  it('shows options, items and the right column in the attempt’s shuffled order', async () => {
    const attempt = await startQuiz({ source: { kind: 'lesson', lessonId: LESSON }, count: 20 });
    const questions = await stored(attempt._id);
    for (const [i, question] of questions.entries()) {
      const shown = attempt.questions[i] as Question;
      if (question.type === 'single' || question.type === 'multiple')
        expect(shown.options).toEqual(question.order.map((index) => question.options[index]));
      if (question.type === 'ordering') {
        expect(shown.items).toEqual(question.order.map((index) => question.items[index]));
        expect(question.order).not.toEqual(question.items.map((_, index) => index));
      }
      if (question.type === 'matching') {
        expect(shown.left).toEqual(question.pairs.map((pair) => pair.left));
        expect(shown.right).toEqual(question.order.map((index) => question.pairs[index]?.right));
      }
    }
  });

  it('saves answers as they are given: a reload resumes', async () => {
    const attempt = await startQuiz({ source: { kind: 'lesson', lessonId: LESSON } });
    const [first, second] = await stored(attempt._id);
    await json(await put(attempt._id, 'q1', rightAnswer(first as StoredQuestion)), 200);
    await json(await put(attempt._id, 'q2', wrongAnswer(second as StoredQuestion)), 200);
    const reloaded = await get(attempt._id);
    expect(reloaded.answers).toEqual({
      q1: rightAnswer(first as StoredQuestion),
      q2: wrongAnswer(second as StoredQuestion),
    });
    // Changing and clearing an answer.
    await json(await put(attempt._id, 'q2', rightAnswer(second as StoredQuestion)), 200);
    const cleared = (await json<{ attempt: Attempt }>(await put(attempt._id, 'q1', null), 200)).attempt;
    expect(cleared.answers).toEqual({ q2: rightAnswer(second as StoredQuestion) });
    expect((await get(attempt._id)).answers).toEqual(cleared.answers);
  });

  it('refuses to submit while a question is unanswered, with the spec’s message and the list', async () => {
    const attempt = await startQuiz({ source: { kind: 'lesson', lessonId: LESSON } });
    await answerAll(attempt._id, rightAnswer, ['q4']);
    const refused = await json<ErrorBody>(await submit(attempt._id), 400);
    expect(refused).toEqual({ message: UNANSWERED, unanswered: ['q4'] });
    await json(await put(attempt._id, 'q7', null), 200);
    expect((await json<ErrorBody>(await submit(attempt._id), 400)).unanswered).toEqual(['q4', 'q7']);
    expect((await get(attempt._id)).status).toBe('in-progress');
    expect(await t.store.learningEvents.listForUser(userId)).toEqual([]);
  });

  it('grades at submit: score, right answers, explanations, sources; a learning event', async () => {
    const attempt = await startQuiz({ source: { kind: 'lesson', lessonId: LESSON } });
    const questions = await stored(attempt._id);
    await answerAll(attempt._id, (question) =>
      question.id === 'q3' ? wrongAnswer(question) : rightAnswer(question),
    );
    const submitted = (await json<{ attempt: Attempt }>(await submit(attempt._id), 200)).attempt;
    expect(submitted.status).toBe('submitted');
    expect(submitted.submittedAt).toBe('2025-03-01T08:00:00.000Z');
    const result = submitted.result;
    expect(result).toMatchObject({ score: 9, maxScore: 10, percent: 90, accuracy: 90 });
    expect(result?.questions).toHaveLength(10);
    for (const [i, graded] of (result?.questions ?? []).entries()) {
      const question = questions[i] as StoredQuestion;
      expect(graded).toMatchObject({
        id: question.id,
        correct: question.id !== 'q3',
        mark: question.id === 'q3' ? 0 : 1,
        maxMark: 1,
        explanation: question.explanation,
        source: {
          kind: 'lesson',
          lessonId: LESSON,
          sectionId: question.source.kind === 'lesson' ? question.source.sectionId : '',
        },
      });
      expect(graded.rightAnswer).toBeDefined();
      if (question.type !== 'short' && question.type !== 'numeric')
        expect(graded.rightAnswer).toEqual(rightAnswer(question));
    }
    // The same on a reload; a second submit changes nothing.
    expect((await get(attempt._id)).result).toEqual(result);
    expect((await json<{ attempt: Attempt }>(await submit(attempt._id), 200)).attempt.result).toEqual(result);
    expect(await t.store.learningEvents.listForUser(userId)).toEqual([
      expect.objectContaining({
        type: 'quiz-submitted',
        attemptId: attempt._id,
        score: 9,
        maxScore: 10,
        courseId: 'y1-physics-1',
        unitId: 'u1',
        lessonId: LESSON,
        at: '2025-03-01T08:00:00.000Z',
      }),
    ]);
    // Answers can no longer change.
    expect(
      (await json<ErrorBody>(await put(attempt._id, 'q1', rightAnswer(questions[0] as StoredQuestion)), 409))
        .message.en,
    ).toMatch(/already submitted/);
  });

  it('a lesson check has five questions; passing it records the check in the lesson’s progress', async () => {
    const attempt = await startQuiz({ source: { kind: 'lesson-check', lessonId: LESSON } });
    expect(attempt.questions).toHaveLength(5);
    expect(attempt.title.en).toMatch(/^Lesson check: /);
    await answerAll(attempt._id);
    const submitted = (await json<{ attempt: Attempt }>(await submit(attempt._id), 200)).attempt;
    expect(submitted.result?.percent).toBe(100);
    const lesson = await json<{ progress: { checkPassed: boolean; bestCheckPercent: number | null } }>(
      await api('GET', `/lessons/${LESSON}`),
      200,
    );
    expect(lesson.progress).toMatchObject({ checkPassed: true, bestCheckPercent: 100 });
  });

  it('a unit quiz draws from the unit’s written lessons', async () => {
    const attempt = await startQuiz({
      source: { kind: 'unit', courseId: 'y1-physics-1', unitId: 'u1' },
      count: 12,
    });
    expect(attempt.questions).toHaveLength(12);
    expect(attempt.title.en).toMatch(/^Unit quiz: /);
    expect(new Set(attempt.questions.map((q) => q.source.lessonId)).size).toBeGreaterThan(1);
    await answerAll(attempt._id);
    await json(await submit(attempt._id), 200);
    expect(await t.store.learningEvents.listForUser(userId)).toEqual([
      expect.objectContaining({ type: 'quiz-submitted', courseId: 'y1-physics-1', unitId: 'u1', score: 12 }),
    ]);
  });

  it('certainty-based marking: right x1/x2/x3, wrong 0/-2/-6', async () => {
    const attempt = await startQuiz({
      source: { kind: 'lesson', lessonId: LESSON },
      count: 3,
      certainty: true,
    });
    expect(attempt.certainty).toBe(true);
    const [q1, q2, q3] = await stored(attempt._id);
    await json(await put(attempt._id, 'q1', rightAnswer(q1 as StoredQuestion), 3), 200);
    await json(await put(attempt._id, 'q2', wrongAnswer(q2 as StoredQuestion), 2), 200);
    const saved = (
      await json<{ attempt: Attempt }>(await put(attempt._id, 'q3', rightAnswer(q3 as StoredQuestion)), 200)
    ).attempt;
    expect(saved.certainties).toEqual({ q1: 3, q2: 2 });
    const result = (await json<{ attempt: Attempt }>(await submit(attempt._id), 200)).attempt.result;
    expect(result?.questions.map((q) => [q.mark, q.maxMark, q.certainty])).toEqual([
      [3, 3, 3],
      [-2, 3, 2],
      [1, 3, 1],
    ]);
    expect(result).toMatchObject({ score: 2, maxScore: 9, percent: 22.2, accuracy: 66.7 });
  });

  it('validates what it is sent', async () => {
    expect(
      (await api('POST', '/quizzes', { source: { kind: 'lesson', lessonId: LESSON }, count: 21 })).status,
    ).toBe(400);
    expect((await api('POST', '/quizzes', { source: { kind: 'video', id: 'x' } })).status).toBe(400);
    expect(
      (await api('POST', '/quizzes', { source: { kind: 'lesson', lessonId: LESSON }, behaviour: 'adaptive' }))
        .status,
    ).toBe(400);
    expect(
      (await api('POST', '/quizzes', { source: { kind: 'lesson', lessonId: 'nope.u1-l1' } })).status,
    ).toBe(404);
    // The university courses keep their outlines: a lesson and a unit with no questions.
    const outline = loadCatalogue()
      .course('uni-intro-mathematics')
      ?.lessons.find((lesson) => !lesson.written);
    const noBank = await json<ErrorBody>(
      await api('POST', '/quizzes', { source: { kind: 'lesson', lessonId: outline?.id } }),
      422,
    );
    expect(noBank.message.ar).toMatch(/لا توجد أسئلة/);
    expect(
      (
        await api('POST', '/quizzes', {
          source: { kind: 'unit', courseId: 'uni-intro-mathematics', unitId: 'u2' },
        })
      ).status,
    ).toBe(422);

    const attempt = await startQuiz({ source: { kind: 'lesson', lessonId: LESSON } });
    const questions = await stored(attempt._id);
    const single = questions.find((q) => q.type === 'single') as StoredQuestion;
    const wrongShape = await json<ErrorBody>(await put(attempt._id, single.id, 'two'), 400);
    expect(wrongShape.issues?.[0]?.field).toBe('answer');
    expect((await put(attempt._id, single.id, 99)).status).toBe(400);
    expect((await put(attempt._id, 'q99', 1)).status).toBe(404);
    expect(
      (await api('PUT', `/quiz-attempts/${attempt._id}/answers/q1`, { answer: 1, certainty: 4 })).status,
    ).toBe(400);
    // Checking belongs to interactive quizzes.
    await json(await put(attempt._id, single.id, rightAnswer(single)), 200);
    expect((await api('POST', `/quiz-attempts/${attempt._id}/questions/${single.id}/check`)).status).toBe(
      409,
    );
  });

  it('lists the student’s attempts, newest first, by status', async () => {
    const first = await startQuiz({ source: { kind: 'lesson', lessonId: LESSON }, count: 2 });
    const second = await startQuiz({ source: { kind: 'lesson-check', lessonId: LESSON } });
    await answerAll(first._id);
    await json(await submit(first._id), 200);
    const all = await json<{
      attempts: { _id: string; status: string; percent: number | null; questionCount: number }[];
    }>(await api('GET', '/quiz-attempts'), 200);
    expect(all.attempts.map((a) => a._id)).toEqual([second._id, first._id]);
    expect(all.attempts[1]).toMatchObject({ status: 'submitted', percent: 100, questionCount: 2 });
    const submitted = await json<{ attempts: { _id: string }[] }>(
      await api('GET', '/quiz-attempts?status=submitted&limit=5'),
      200,
    );
    expect(submitted.attempts.map((a) => a._id)).toEqual([first._id]);
    const none = await json<{ attempts: unknown[] }>(
      await api('GET', '/quiz-attempts', undefined, other.token),
      200,
    );
    expect(none.attempts).toEqual([]);
  });

  it('saves questions of a submitted quiz for review', async () => {
    const attempt = await startQuiz({ source: { kind: 'lesson', lessonId: LESSON }, count: 3 });
    await answerAll(attempt._id, (question) =>
      question.id === 'q2' ? wrongAnswer(question) : rightAnswer(question),
    );
    expect((await api('POST', '/review-items', { attemptId: attempt._id, questionId: 'q2' })).status).toBe(
      409,
    );
    await json(await submit(attempt._id), 200);
    const saved = await json<{ reviewItem: { _id: string; questionId: string; correct: boolean } }>(
      await api('POST', '/review-items', { attemptId: attempt._id, questionId: 'q2' }),
      201,
    );
    expect(saved.reviewItem).toMatchObject({ questionId: 'q2', correct: false });
    const again = await json<{ reviewItem: { _id: string } }>(
      await api('POST', '/review-items', { attemptId: attempt._id, questionId: 'q2' }),
      200,
    );
    expect(again.reviewItem._id).toBe(saved.reviewItem._id);
    expect((await api('POST', '/review-items', { attemptId: attempt._id, questionId: 'q9' })).status).toBe(
      404,
    );
    const [item] = await t.store.reviewItems.listForUser(userId, 10);
    expect(item?.question).toEqual((await stored(attempt._id))[1]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Another student's attempt

describe('another student’s attempt', () => {
  beforeEach(() => setUp());
  afterEach(() => t.close());

  it('is 404 on every route, like an unknown id', async () => {
    const attempt = await startQuiz({
      source: { kind: 'lesson', lessonId: LESSON },
      count: 2,
      behaviour: 'interactive',
    });
    await answerAll(attempt._id);
    const as = other.token;
    const attempts = [
      api('GET', `/quiz-attempts/${attempt._id}`, undefined, as),
      put(attempt._id, 'q1', 0, undefined, as),
      api('POST', `/quiz-attempts/${attempt._id}/questions/q1/check`, undefined, as),
      submit(attempt._id, as),
      api('POST', '/review-items', { attemptId: attempt._id, questionId: 'q1' }, as),
      api('GET', '/quiz-attempts/0195f3a2b4c10000009f04c2d1aa'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).message).toEqual(ATTEMPT_NOT_FOUND);
    }
    // Nothing changed for its owner.
    const mine = await get(attempt._id);
    expect(mine.status).toBe('in-progress');
    expect(mine.tries).toEqual({});
  });

  it('cannot make a quiz from another student’s file, folder or conversation', async () => {
    const { section, file } = await addFile(t.store, userId, 'Cells.pdf', ENGLISH_PAGES);
    const conversation = await t.store.conversations.create({
      userId,
      title: 'Cells',
      titled: true,
      at: '2025-03-01T08:00:00.000Z',
    });
    for (const source of [
      { kind: 'file', fileId: file._id },
      { kind: 'folder', folderId: section._id },
      { kind: 'conversation', conversationId: conversation._id },
    ]) {
      expect((await api('POST', '/quizzes', { source }, other.token)).status).toBe(404);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Generated from the student's own material (offline)

describe('quizzes generated offline from the student’s material', () => {
  beforeEach(() => setUp());
  afterEach(() => t.close());

  it('makes ten English questions from an uploaded file’s pages, each linked to its page', async () => {
    const { file } = await addFile(t.store, userId, 'Cells.pdf', ENGLISH_PAGES);
    const response = await api('POST', '/quizzes', { source: { kind: 'file', fileId: file._id } });
    const body = await response.text();
    expect(response.status).toBe(201);
    const { attempt } = JSON.parse(body) as { attempt: Attempt };
    expect(attempt).toMatchObject({
      generator: 'offline',
      language: 'en',
      title: { en: 'Quiz: Cells.pdf', ar: 'اختبار: Cells.pdf' },
    });
    expect(attempt.questions).toHaveLength(10);
    for (const question of attempt.questions) {
      expect(Object.keys(question.prompt)).toEqual(['text']);
      expect(question.source).toEqual({
        kind: 'file',
        fileId: file._id,
        page: expect.any(Number),
        name: 'Cells.pdf',
      });
      expect([1, 2]).toContain(question.source.page);
    }
    await expectNoAnswers(body, attempt);
    await answerAll(attempt._id);
    const submitted = (await json<{ attempt: Attempt }>(await submit(attempt._id), 200)).attempt;
    expect(submitted.result?.percent).toBe(100);
    expect(submitted.result?.questions[0]?.source).toMatchObject({ kind: 'file', fileId: file._id });
  });

  it('makes Arabic questions from an Arabic file', async () => {
    const { file } = await addFile(t.store, userId, 'الخلية.pdf', ARABIC_PAGES);
    const attempt = await startQuiz({ source: { kind: 'file', fileId: file._id }, count: 8 });
    expect(attempt).toMatchObject({ generator: 'offline', language: 'ar' });
    expect(attempt.questions).toHaveLength(8);
    for (const question of attempt.questions) expect(textOf(question.prompt)).toMatch(/[\u0600-\u06FF]/);
    await answerAll(attempt._id);
    expect((await json<{ attempt: Attempt }>(await submit(attempt._id), 200)).attempt.result?.percent).toBe(
      100,
    );
  });

  it('interactive mode: a check gives a hint after an incorrect try, and each incorrect try costs 1/tries', async () => {
    const { file } = await addFile(t.store, userId, 'Cells.pdf', ENGLISH_PAGES);
    const attempt = await startQuiz({ source: { kind: 'file', fileId: file._id }, behaviour: 'interactive' });
    const questions = await stored(attempt._id);
    const hinted = questions.find((q) => q.hints.length > 0 && q.type === 'single') as StoredQuestion;
    const tries = hinted.hints.length + 1;
    const check = () => api('POST', `/quiz-attempts/${attempt._id}/questions/${hinted.id}/check`);
    expect((await check()).status).toBe(400); // nothing to check yet

    await json(await put(attempt._id, hinted.id, wrongAnswer(hinted)), 200);
    const first = await json<Record<string, unknown>>(await check(), 200);
    expect(first).toEqual({
      correct: false,
      finished: false,
      triesLeft: tries - 1,
      hint: hinted.hints[0],
      penalty: Math.round((1 / tries) * 10_000) / 10_000,
    });
    expect((await get(attempt._id)).tries[hinted.id]).toEqual({
      tries: 1,
      maxTries: tries,
      hintsShown: 1,
      hints: [hinted.hints[0]],
      correct: false,
    });

    await json(await put(attempt._id, hinted.id, rightAnswer(hinted)), 200);
    const second = await json<Record<string, unknown>>(await check(), 200);
    expect(second).toMatchObject({ correct: true, finished: true, triesLeft: tries - 2, hint: null });
    expect(second.rightAnswer).toEqual(rightAnswer(hinted));
    expect(second.explanation).toEqual(hinted.explanation);
    // Finished: the answer stays.
    expect((await put(attempt._id, hinted.id, wrongAnswer(hinted))).status).toBe(409);
    expect((await check()).status).toBe(409);

    await answerAll(attempt._id, rightAnswer, [hinted.id]);
    const result = (await json<{ attempt: Attempt }>(await submit(attempt._id), 200)).attempt.result;
    const graded = result?.questions.find((q) => q.id === hinted.id);
    expect(graded?.mark).toBeCloseTo(1 - 1 / tries, 3);
    expect(result?.score).toBeCloseTo(10 - 1 / tries, 3);
  });

  it('from saved content, optionally one tag, each question linked to its item', async () => {
    const ids: string[] = [];
    for (const [i, content] of ENGLISH_PAGES.map(reflow).entries()) {
      const created = await json<{ savedContent: { _id: string } }>(
        await api('POST', '/saved-contents', {
          title: `Cells ${i + 1}`,
          tag: 'Biology',
          color: '#FFFFFF',
          content,
        }),
        201,
      );
      ids.push(created.savedContent._id);
    }
    const attempt = await startQuiz({ source: { kind: 'saved', tag: 'Biology' }, count: 6 });
    expect(attempt.questions).toHaveLength(6);
    for (const question of attempt.questions) {
      expect(question.source).toMatchObject({ kind: 'saved', title: expect.stringMatching(/^Cells /) });
      expect(ids).toContain(question.source.savedId);
    }
    const none = await json<ErrorBody>(
      await api('POST', '/quizzes', { source: { kind: 'saved', tag: 'History' } }),
      422,
    );
    expect(none.message).toEqual(NOT_ENOUGH);
  });

  it('from a conversation: the tutor’s replies, each question linked to its message', async () => {
    const conversation = await t.store.conversations.create({
      userId,
      title: 'Cells',
      titled: true,
      at: '2025-03-01T08:00:00.000Z',
    });
    await t.store.conversations.addMessage({
      conversationId: conversation._id,
      userId,
      sender: 'user',
      content: 'Explain the parts of a cell',
      createdAt: '2025-03-01T08:00:00.000Z',
    });
    const reply = await t.store.conversations.addMessage({
      conversationId: conversation._id,
      userId,
      sender: 'model',
      content: ENGLISH_PAGES.map(reflow).join('\n\n'),
      provider: 'offline',
      createdAt: '2025-03-01T08:00:01.000Z',
    });
    const attempt = await startQuiz({
      source: { kind: 'conversation', conversationId: conversation._id },
      count: 5,
    });
    expect(attempt.title.en).toBe('Quiz: Cells');
    for (const question of attempt.questions)
      expect(question.source).toEqual({
        kind: 'conversation',
        conversationId: conversation._id,
        title: 'Cells',
        messageId: reply._id,
      });
  });

  it('from a folder: the pages of every ready file inside it', async () => {
    const { section, file } = await addFile(t.store, userId, 'Cells 1.pdf', ENGLISH_PAGES.slice(0, 1));
    const second = await addFile(t.store, userId, 'Cells 2.pdf', ENGLISH_PAGES.slice(1), {
      parentId: section._id,
    });
    await addFile(t.store, userId, 'Pending.pdf', ['Not read yet.'], {
      parentId: section._id,
      status: 'processing',
    });
    const attempt = await startQuiz({ source: { kind: 'folder', folderId: section._id } });
    expect(new Set(attempt.questions.map((q) => q.source.fileId))).toEqual(
      new Set([file._id, second.file._id]),
    );
  });

  it('answers 422 with a clear message when there is not enough material or the file is not ready', async () => {
    const short = await addFile(t.store, userId, 'Short.pdf', ['Cells.']);
    expect(
      (
        await json<ErrorBody>(
          await api('POST', '/quizzes', { source: { kind: 'file', fileId: short.file._id } }),
          422,
        )
      ).message,
    ).toEqual(NOT_ENOUGH);
    const pending = await addFile(t.store, userId, 'Pending.pdf', ENGLISH_PAGES, { status: 'processing' });
    const notReady = await json<ErrorBody>(
      await api('POST', '/quizzes', { source: { kind: 'file', fileId: pending.file._id } }),
      422,
    );
    expect(notReady.message.en).toMatch(/still being read/);
    expect((await api('POST', '/quizzes', { source: { kind: 'file', fileId: 'unknown' } })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------
// Generated by the AI provider (the local fake OpenAI-compatible server)

describe('quizzes written by the AI provider', () => {
  let fake: FakeOpenAI;
  beforeEach(async () => {
    fake = await startFakeOpenAI();
    await setUp({
      tutor: createOpenAIProvider({
        baseUrl: fake.baseUrl,
        apiKey: 'test-key',
        model: 'quiz-test',
        maxRetries: 0,
        timeoutMs: 20_000,
      }),
    });
  });
  afterEach(async () => {
    await t.close();
    await fake.close();
  });

  const question = (prompt: string, passage: number, change: Record<string, unknown> = {}) => ({
    type: 'single',
    prompt,
    options: ['nucleus', 'ribosome', 'vacuole'],
    correct: [0],
    answers: [],
    explanation: 'The material says so.',
    passage,
    ...change,
  });
  const valid = {
    questions: [
      question('Which organelle controls the activities of the cell?', 1),
      question('Which organelle makes proteins for the cell?', 2, { correct: [1] }),
      question('Plant cells have a cell wall made of cellulose.', 1, {
        type: 'truefalse',
        options: [],
        correct: [1],
      }),
      question('What fills the cell and holds the organelles?', 1, {
        type: 'short',
        options: [],
        correct: [],
        answers: ['cytoplasm'],
      }),
    ],
  };
  const MALFORMED_PROMPT = 'Which organelle is the malformed one?';
  const malformed = {
    questions: [...valid.questions.slice(1), question(MALFORMED_PROMPT, 1, { correct: [7] })],
  };

  async function fileQuiz(count = 4) {
    const { file } = await addFile(t.store, userId, 'Cells.pdf', ENGLISH_PAGES);
    const response = await api('POST', '/quizzes', { source: { kind: 'file', fileId: file._id }, count });
    const body = await response.text();
    expect(response.status).toBe(201);
    return { file, body, attempt: (JSON.parse(body) as { attempt: Attempt }).attempt };
  }

  it('asks for a structured output and uses the validated questions, each linked to its page', async () => {
    fake.enqueue({ text: JSON.stringify(valid) });
    const { file, body, attempt } = await fileQuiz();
    expect(attempt.generator).toBe('ai');
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]?.body as Record<string, unknown> & { messages: { content: string }[] };
    expect(request.stream).toBe(false);
    expect(request.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'quiz_questions', strict: true },
    });
    expect(request.messages[1]?.content).toContain('[2]\nEnergy in Cells');
    expect(attempt.questions.map((q) => textOf(q.prompt))).toEqual(valid.questions.map((q) => q.prompt));
    expect(attempt.questions.map((q) => q.source.page)).toEqual([1, 2, 1, 1]);
    expect(attempt.questions[0]?.source).toEqual({
      kind: 'file',
      fileId: file._id,
      page: 1,
      name: 'Cells.pdf',
    });
    await expectNoAnswers(body, attempt);
    await answerAll(attempt._id);
    expect((await json<{ attempt: Attempt }>(await submit(attempt._id), 200)).attempt.result?.percent).toBe(
      100,
    );
  });

  it('refuses a malformed answer and asks again; the valid second answer is used', async () => {
    fake.enqueue({ text: JSON.stringify(malformed) }, { text: JSON.stringify(valid) });
    const { body, attempt } = await fileQuiz();
    expect(fake.requests).toHaveLength(2);
    expect(attempt.generator).toBe('ai');
    expect(body).not.toContain(MALFORMED_PROMPT);
  });

  it('after two malformed answers, the offline generator writes the quiz and says so; nothing malformed is shown', async () => {
    fake.enqueue(
      { text: 'Sure! Here are some questions: 1. What is a cell?' },
      { text: JSON.stringify(malformed) },
    );
    const { body, attempt } = await fileQuiz(10);
    expect(fake.requests).toHaveLength(2);
    expect(attempt.generator).toBe('offline');
    expect(attempt.questions).toHaveLength(10);
    expect(body).not.toContain(MALFORMED_PROMPT);
    expect(body).not.toContain('What is a cell?');
  });

  it('when the provider fails, the offline generator answers at once', async () => {
    fake.enqueue({ status: 500 });
    const { attempt } = await fileQuiz();
    expect(fake.requests).toHaveLength(1);
    expect(attempt.generator).toBe('offline');
  });

  it('lesson quizzes come from the bank, never from the provider', async () => {
    const attempt = await startQuiz({ source: { kind: 'lesson', lessonId: LESSON } });
    expect(attempt.generator).toBe('bank');
    expect(fake.requests).toHaveLength(0);
  });
});
