// The offline study engine through the real API (issue 19): a plain conversation answers from the
// written lessons in the question's language with links to their sections, solves maths step by step,
// summarizes pasted text and builds a quiz through the quiz engine.
import { createTestApp, requestJson, signUpUser, yearOneCatalogue, type TestApp } from '../testing.ts';
import { formOf } from './testing/harness.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // The year-1 lessons alone: the replies below were read in them (testing.ts).
  t = await createTestApp({ catalogue: yearOneCatalogue() });
  token = (await signUpUser(t.app)).accessToken;
});
afterAll(async () => {
  await t.close();
});

/** Asks in a new plain conversation and returns the reply's text. */
async function ask(question: string): Promise<string> {
  const created = await requestJson(t.app, 'POST', '/conversations', { token, body: {} });
  expect(created.status).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const response = await t.app.request(`/ai-conversations/${_id}/messages`, {
    method: 'POST',
    body: formOf({ message: question }),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: { sender: string; content: string }[] };
  return messages.find((message) => message.sender === 'model')?.content ?? '';
}

describe('a plain conversation with the offline study engine', () => {
  test('answers from the lessons with a link to the section, in English', async () => {
    const reply = await ask('What are the SI base units?');
    expect(reply).toContain(
      '[Physics 1 › A Physics Toolkit › Units and the Language of Physics › SI base units](#lesson=y1-physics-1.u1-l1&section=s2)',
    );
    expect(reply).toContain('kilogram');
    expect(reply).not.toMatch(/couldn't find/i);
  });

  test('answers an Arabic question from the Arabic text of the lesson', async () => {
    const reply = await ask('ما الفرق بين الدقة والضبط؟');
    expect(reply).toContain('(#lesson=y1-physics-1.u1-l2&section=s2)');
    expect(reply).toContain('فيزياء 1 › ');
    expect(reply).toContain('الضبط');
    // Quoted in Arabic: no English sentence of the lesson.
    expect(reply).not.toMatch(/\bprecision\b/i);
  });

  test('answers an Arabic question about the English course in Arabic', async () => {
    const reply = await ask('ما الفرق بين used to و be used to؟');
    expect(reply).toContain('#lesson=y1-english.u1-l2&section=');
    expect(reply).toMatch(/[\u0600-\u06FF]{3,}/);
    expect(reply.startsWith('إليك ما تقوله الدروس')).toBe(true);
  });

  test('regenerate words it differently (the same passages the other way round) when there is nothing else to quote', async () => {
    const created = await requestJson(t.app, 'POST', '/conversations', { token, body: {} });
    const { _id } = (await created.json()) as { _id: string };
    const first = await t.app.request(`/ai-conversations/${_id}/messages`, {
      method: 'POST',
      // Two passages of one lesson answer it, and nothing else in the written courses.
      body: formOf({ message: 'What is parallax error?' }),
      headers: { authorization: `Bearer ${token}` },
    });
    const before = ((await first.json()) as { messages: { content: string }[] }).messages[1]?.content ?? '';
    const again = await t.app.request(`/ai-conversations/${_id}/regenerate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(200);
    const after = ((await again.json()) as { messages: { content: string }[] }).messages[0]?.content ?? '';
    const cited = (text: string) => [...text.matchAll(/\(#lesson=([^)]+)\)/g)].map((m) => m[1]);
    expect(cited(before).length).toBeGreaterThan(0);
    expect(cited(after).length).toBeGreaterThan(0);
    expect(after).not.toBe(before);
    expect(cited(after)[0]).not.toBe(cited(before)[0]);
    expect(after).toMatch(/^Put another way/);
  });

  test('regenerate quotes the next best passages when there are more', async () => {
    const created = await requestJson(t.app, 'POST', '/conversations', { token, body: {} });
    const { _id } = (await created.json()) as { _id: string };
    const first = await t.app.request(`/ai-conversations/${_id}/messages`, {
      method: 'POST',
      body: formOf({ message: 'What is electron configuration?' }),
      headers: { authorization: `Bearer ${token}` },
    });
    const before = ((await first.json()) as { messages: { content: string }[] }).messages[1]?.content ?? '';
    const again = await t.app.request(`/ai-conversations/${_id}/regenerate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const after = ((await again.json()) as { messages: { content: string }[] }).messages[0]?.content ?? '';
    const cited = (text: string) => new Set([...text.matchAll(/\(#lesson=([^)]+)\)/g)].map((m) => m[1]));
    const shared = [...cited(after)].filter((link) => cited(before).has(link));
    expect(cited(after).size).toBeGreaterThan(0);
    expect(shared).toEqual([]);
  });

  test('a comparison quotes the section that treats both sides before one that names only one', async () => {
    // Chemistry's key terms ("excited state") score higher on "excited" alone.
    const reply = await ask("What is the difference between 'excited' and 'exciting'?");
    expect(reply).toMatch(
      /^Here is what the lessons say:\s+\[English: Mega Goal 1 › [^\]]*\]\(#lesson=y1-english\.u1-l1&section=s3\)/,
    );
    expect(reply).toContain('exciting');
  });

  test('says when nothing answers it and suggests the nearest lessons', async () => {
    const reply = await ask('Who won the 2022 World Cup?');
    expect(reply).toMatch(/^I couldn't find this in our course lessons/);
    expect(reply).toContain('The nearest lessons I have:');
    expect(reply).toMatch(/\]\(#lesson=y1-[a-z0-9-]+\.u\d+-l\d+\)/);
  });

  test('solves an equation step by step, with a check, in English and in Arabic notation', async () => {
    const english = await ask('How do I solve 2x + 3 = 11?');
    expect(english).toContain('Subtract 3 from both sides: $$2x = 8$$');
    expect(english).toContain('Divide both sides by 2: $$x = 4$$');
    expect(english).toContain('**Answer:** $$x = 4$$');
    expect(english).toMatch(/\*\*Check:\*\*.*2\\left\(4\\right\) \+ 3 = 11\$\$ ✓/);
    const arabic = await ask('حل المعادلة ٥س - ٧ = ١٨');
    expect(arabic).toContain('نضيف 7 إلى الطرفين: $$5\\text{س} = 25$$');
    expect(arabic).toContain('**الإجابة:** $$\\text{س} = 5$$');
    expect(arabic).toContain('**التحقق:**');
  });

  test('summarizes pasted text, keeping its topic sentence', async () => {
    const text =
      'Photosynthesis is the process in which green plants make glucose from carbon dioxide and water. ' +
      'It takes place in the chloroplasts of leaf cells. Chlorophyll absorbs the energy of sunlight. ' +
      'Oxygen is released into the air as a by-product. Animals depend on this oxygen to breathe. ' +
      'Without photosynthesis, there would be no food chains on land.';
    const reply = await ask(`Summarize this: ${text}`);
    expect(reply).toMatch(/^\*\*Summary:\*\* the \d key sentences of your text \(out of 6\):/);
    expect(reply).toContain('- Photosynthesis is the process in which green plants make glucose');
  });

  test('builds a quiz from the matching lesson and links to it', async () => {
    const reply = await ask('Quiz me on accuracy and precision');
    const id = /\(#quiz=([\w-]+)\)/.exec(reply)?.[1];
    expect(id).toBeDefined();
    const attempt = await requestJson(t.app, 'GET', `/quiz-attempts/${id}`, { token });
    expect(attempt.status).toBe(200);
    const body = (await attempt.json()) as {
      attempt: { questions: unknown[]; source: { kind: string; lessonId?: string } };
    };
    expect(body.attempt.source).toEqual({ kind: 'lesson', lessonId: 'y1-physics-1.u1-l2' });
    expect(body.attempt.questions.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a lesson conversation with the offline study engine', () => {
  test('"Summarize this lesson" gives each section in a sentence or two with its § link', async () => {
    const opened = await requestJson(t.app, 'GET', '/lesson/y1-physics-1.u1-l2/conversation', { token });
    expect(opened.status).toBe(200);
    const { _id } = (await opened.json()) as { _id: string };
    const response = await t.app.request(`/ai-conversations/${_id}/messages`, {
      method: 'POST',
      body: formOf({ message: 'Summarize this lesson' }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: { content: string }[] };
    const reply = messages[1]?.content ?? '';
    expect(reply).toMatch(/^\*\*Summary of the lesson\*\* “/);
    for (const section of ['s1', 's2', 's3', 's4']) expect(reply).toContain(`](#section=${section}): `);
    expect(reply).toContain('quoted from the lesson');
  });
});

describe('comparisons over the whole curriculum', () => {
  let all: TestApp;
  let student: string;
  beforeAll(async () => {
    all = await createTestApp();
    student = (await signUpUser(all.app)).accessToken;
  });
  afterAll(async () => {
    await all.close();
  });

  test('each side with its own section is quoted from it: gymnosperms, then angiosperms', async () => {
    const created = await requestJson(all.app, 'POST', '/conversations', { token: student, body: {} });
    const { _id } = (await created.json()) as { _id: string };
    const response = await all.app.request(`/ai-conversations/${_id}/messages`, {
      method: 'POST',
      body: formOf({ message: 'ما الفرق بين معراة البذور ومغطاة البذور؟' }),
      headers: { authorization: `Bearer ${student}` },
    });
    const { messages } = (await response.json()) as { messages: { sender: string; content: string }[] };
    const reply = messages.find((message) => message.sender === 'model')?.content ?? '';
    expect(reply).toContain('(#lesson=y2-biology.u8-l4&section=s3)');
    expect(reply).toContain('(#lesson=y2-biology.u8-l4&section=s2)');
    expect(reply).toContain('لا تحاط بذورها بثمرة');
  });
});
