// /review through the real app: cards made from saved contents and questions saved for review, the
// queue, grading (a 'review-done' learning event), and the refusals.
import { rightAnswer, wrongAnswer } from '../quiz/testing.ts';
import { createTestApp, manualClock, requestJson, signUpUser, type TestApp } from '../testing.ts';

interface ReviewCard {
  _id: string;
  source: { kind: 'saved' | 'quiz'; id: string };
  front: string;
  back: string;
  lang?: 'en' | 'ar';
  state: 'new' | 'learning' | 'review' | 'relearning';
  due: string;
  intervals: { again: number; hard: number; good: number; easy: number };
}
interface Counts {
  due: number;
  new: number;
  learning: number;
  review: number;
  total: number;
}
interface Queue {
  cards: ReviewCard[];
  counts: Counts;
  nextDue: string | null;
}
interface ErrorBody {
  message: { en: string; ar: string };
  issues?: { field: string }[];
}

const MINUTE = 60_000;
const START = '2025-03-01T08:00:00.000Z';
const NOT_FOUND = { en: 'This review card was not found', ar: 'لم يُعثر على بطاقة المراجعة هذه' };

let t: TestApp;
let time: ReturnType<typeof manualClock>;
let token: string;
let userId: string;
let otherToken: string;

beforeEach(async () => {
  time = manualClock(START);
  t = await createTestApp({ clock: time.clock });
  const me = await signUpUser(t.app);
  token = me.accessToken;
  userId = me.user._id;
  otherToken = (await signUpUser(t.app)).accessToken;
});
afterEach(async () => {
  await t.close();
});

const api = (method: string, path: string, body?: unknown, as = token) =>
  requestJson(t.app, method, path, { token: as, body });

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const queue = async (query = '', as = token) =>
  json<Queue>(await api('GET', `/review/queue${query}`, undefined, as), 200);
const grade = (cardId: string, rating: unknown, as = token) =>
  api('POST', `/review/cards/${cardId}/grade`, { rating }, as);

async function saveContent(title: string, content: string) {
  const response = await api('POST', '/saved-contents', { title, tag: 'Physics', color: '#D2E4E2', content });
  return (await json<{ savedContent: { _id: string } }>(response, 201)).savedContent;
}

describe('GET /review/queue', () => {
  test('makes cards of saved contents; empty for a student without any', async () => {
    expect(await queue()).toEqual({
      cards: [],
      counts: { due: 0, new: 0, learning: 0, review: 0, total: 0 },
      nextDue: null,
    });
    const saved = await saveContent(
      'Inertia',
      'An object keeps its state of motion unless a **force** acts on it.',
    );
    const response = await api('GET', '/review/queue');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await json<Queue>(response, 200);
    expect(body).toEqual({
      cards: [
        {
          _id: expect.stringMatching(/^[0-9a-f]{28}$/),
          source: { kind: 'saved', id: saved._id },
          front: 'Inertia',
          back: 'An object keeps its state of motion unless a **force** acts on it.',
          lang: 'en',
          state: 'new',
          due: START,
          intervals: { again: MINUTE, hard: 6 * MINUTE, good: 10 * MINUTE, easy: expect.any(Number) },
        },
      ],
      counts: { due: 1, new: 1, learning: 0, review: 0, total: 1 },
      nextDue: null,
    });
    // Another student sees none of it.
    expect((await queue('', otherToken)).counts.total).toBe(0);
    // The card goes with its saved content.
    expect((await api('DELETE', `/saved-contents/${saved._id}`)).status).toBe(204);
    expect((await queue()).counts.total).toBe(0);
  });

  test('a question saved for review becomes a card in the student’s main language', async () => {
    const attempt = (
      await json<{ attempt: { _id: string } }>(
        await api('POST', '/quizzes', {
          source: { kind: 'lesson', lessonId: 'y1-physics-1.u1-l1' },
          count: 2,
        }),
        201,
      )
    ).attempt;
    const stored = await t.store.quizAttempts.findForUser(attempt._id, userId);
    const [first, second] = stored?.questions ?? [];
    if (!first || !second || !('en' in first.prompt)) throw new Error('expected two bank questions');
    await json(
      await api('PUT', `/quiz-attempts/${attempt._id}/answers/${first.id}`, { answer: wrongAnswer(first) }),
      200,
    );
    await json(
      await api('PUT', `/quiz-attempts/${attempt._id}/answers/${second.id}`, { answer: rightAnswer(second) }),
      200,
    );
    await json(await api('POST', `/quiz-attempts/${attempt._id}/submit`), 200);
    const item = await json<{ reviewItem: { _id: string } }>(
      await api('POST', '/review-items', { attemptId: attempt._id, questionId: first.id }),
      201,
    );

    const [card] = (await queue()).cards;
    expect(card).toMatchObject({
      source: { kind: 'quiz', id: item.reviewItem._id },
      lang: 'en',
      state: 'new',
    });
    expect(card?.front.startsWith(first.prompt.en)).toBe(true);
    expect(card?.back).toMatch(/^\*\*Answers?:\*\*/);

    const settings = await json<Record<string, Record<string, unknown>>>(await api('GET', '/settings'), 200);
    const accessibility = { ...settings.accessibility, mainLanguage: 'ar' };
    await json(await api('PUT', '/settings', { ...settings, accessibility }), 200);
    const [arabic] = (await queue()).cards;
    expect(arabic?.lang).toBe('ar');
    expect(arabic?.front.startsWith(first.prompt.ar)).toBe(true);
    expect(arabic?.back).toMatch(/^\*\*الإجابة|^\*\*الإجابات/);
  });

  test('takes a limit of 1 to 100', async () => {
    for (const title of ['One', 'Two', 'Three']) await saveContent(title, `About ${title}.`);
    const two = await queue('?limit=2');
    expect(two.cards.map((card) => card.front)).toEqual(['One', 'Two']);
    expect(two.counts.due).toBe(3);
    for (const limit of ['0', '101', 'x']) {
      const body = await json<ErrorBody>(await api('GET', `/review/queue?limit=${limit}`), 400);
      expect(body.issues?.map((issue) => issue.field)).toEqual(['limit']);
    }
  });

  test('needs a signed-in student', async () => {
    expect((await requestJson(t.app, 'GET', '/review/queue')).status).toBe(401);
    expect(
      (await requestJson(t.app, 'POST', '/review/cards/x/grade', { body: { rating: 'good' } })).status,
    ).toBe(401);
  });
});

describe('POST /review/cards/{cardId}/grade', () => {
  test('schedules the card, records a review-done event and answers the card and the counts', async () => {
    await saveContent('Inertia', 'Objects keep moving.');
    await saveContent('Momentum', 'Mass times velocity.');
    const [card] = (await queue()).cards;
    if (!card) throw new Error('no card');

    const response = await grade(card._id, 'good');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const graded = await json<{ card: ReviewCard; counts: Counts }>(response, 200);
    expect(graded).toEqual({
      card: {
        ...card,
        state: 'learning',
        due: new Date(Date.parse(START) + 10 * MINUTE).toISOString(),
        intervals: {
          again: expect.any(Number),
          hard: expect.any(Number),
          good: expect.any(Number),
          easy: expect.any(Number),
        },
      },
      counts: { due: 1, new: 1, learning: 0, review: 0, total: 2 },
    });
    const events = await t.store.learningEvents.listForUser(userId, { types: ['review-done'] });
    expect(events).toEqual([
      { _id: expect.any(String), userId, type: 'review-done', at: START, cardId: card._id, rating: 'good' },
    ]);

    // Ten minutes later it is due again, before the new card.
    time.advance(10 * MINUTE);
    const later = await queue();
    expect(later.cards.map((c) => [c.front, c.state])).toEqual([
      ['Inertia', 'learning'],
      ['Momentum', 'new'],
    ]);
    expect(later.counts).toEqual({ due: 2, new: 1, learning: 1, review: 0, total: 2 });
    const reviewed = await json<{ card: ReviewCard }>(await grade(card._id, 'easy'), 200);
    expect(reviewed.card.state).toBe('review');
    expect((await queue()).nextDue).toBe(reviewed.card.due);
  });

  test('404 for another student’s card or an unknown one; 400 for a bad rating', async () => {
    await saveContent('Inertia', 'Objects keep moving.');
    const [card] = (await queue()).cards;
    if (!card) throw new Error('no card');

    expect(await json<ErrorBody>(await grade(card._id, 'good', otherToken), 404)).toEqual({
      message: NOT_FOUND,
    });
    expect(await json<ErrorBody>(await grade('0195f3a2b4c10000009f04c2d1aa', 'good'), 404)).toEqual({
      message: NOT_FOUND,
    });

    const bad = await json<ErrorBody>(await grade(card._id, 'perfect'), 400);
    expect(bad.message).toEqual({
      en: 'Invalid request data: rating must be one of: again, hard, good, easy',
      ar: 'البيانات المرسلة غير صالحة: الحقل rating يجب أن تكون قيمته إحدى القيم: again، hard، good، easy',
    });
    expect(
      (await json<ErrorBody>(await api('POST', `/review/cards/${card._id}/grade`, {}), 400)).issues,
    ).toEqual([{ field: 'rating', message: { en: 'rating is required', ar: 'الحقل rating مطلوب' } }]);
    expect((await json<ErrorBody>(await grade(card._id, 3), 400)).issues?.map((i) => i.field)).toEqual([
      'rating',
    ]);
    // Nothing was graded.
    expect(await t.store.learningEvents.listForUser(userId, { types: ['review-done'] })).toEqual([]);
    expect((await queue()).cards[0]?.state).toBe('new');
  });
});

describe('GET /openapi.json', () => {
  test('documents the review routes with bearer auth and their components', async () => {
    const doc = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { security?: unknown[]; tags?: string[]; responses: Record<string, unknown> }>
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const bearer = [{ bearerAuth: [] }];
    expect(doc.paths['/review/queue']?.get?.security).toEqual(bearer);
    expect(doc.paths['/review/queue']?.get?.tags).toEqual(['Review']);
    expect(doc.paths['/review/cards/{cardId}/grade']?.post?.security).toEqual(bearer);
    expect(Object.keys(doc.paths['/review/cards/{cardId}/grade']?.post?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '404', '409', '413', '415', '500'].sort(),
    );
    expect(Object.keys(doc.components.schemas.ReviewQueue?.properties ?? {})).toEqual([
      'cards',
      'counts',
      'nextDue',
    ]);
    expect(Object.keys(doc.components.schemas.ReviewCard?.properties ?? {})).toEqual([
      '_id',
      'source',
      'front',
      'back',
      'lang',
      'state',
      'due',
      'intervals',
    ]);
    expect(Object.keys(doc.components.schemas.ReviewGrade?.properties ?? {})).toEqual(['card', 'counts']);
  });
});
