import fs from 'node:fs/promises';
import path from 'node:path';
import { manualClock, pngHeader, requestJson, waitForState } from '../testing.ts';
import { BURST_LIMITS } from '../tutor/burst.ts';
import { TUTOR_FAILURE_MESSAGES } from '../tutor/errors.ts';
import { STOPPED_REPLY_MARKER } from '../tutor/prompts.ts';
import { DEFAULT_REPLY_MAX_TOKENS } from '../tutor/providers/openai.ts';
import { MAX_REPLY_CHARS } from '../tutor/service.ts';
import type { FakeReply } from '../tutor/testing/fake-openai.ts';
import {
  createTutorHarness,
  getConversation,
  newConversation,
  openStream,
  PNG,
  sendJson,
  type EventStream,
  type PublicMessageJson,
  type TutorHarness,
} from '../tutor/testing/harness.ts';
import { distinctiveWord, writtenLesson } from '../tutor/testing/lessons.ts';

let h: TutorHarness;
afterEach(async () => {
  await h.close();
});

type Messages = { messages: PublicMessageJson[] };
const storedUploads = async () => fs.readdir(path.join(h.t.dataDir, 'uploads')).catch(() => [] as string[]);
const lastRequestMessages = () => h.fake.requests.at(-1)?.body.messages ?? [];
const allowanceUsed = async () =>
  (
    (await (await requestJson(h.t.app, 'GET', '/tutor', { token: h.token })).json()) as {
      allowance: { used: number };
    }
  ).allowance.used;
const tokensOf = (stream: EventStream) =>
  stream.events
    .filter((e) => e.event === 'token')
    .map((e) => (e.data as { text: string }).text)
    .join('');

describe('POST /ai-conversations/{id}/messages (JSON)', () => {
  test('stores the question and the reply and answers both; the first exchange names the conversation', async () => {
    const time = manualClock('2025-03-01T08:00:00.000Z');
    h = await createTutorHarness({ clock: time.clock });
    const id = await newConversation(h);
    h.fake.enqueue({ text: 'A mole is 6.022×10²³ particles.' });
    const response = await sendJson(h, id, {
      message: '  What is a mole in chemistry, and how do I use it in calculations with grams?\nThanks  ',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { messages } = (await response.json()) as Messages;
    expect(messages).toEqual([
      {
        _id: expect.any(String) as unknown,
        sender: 'user',
        content: 'What is a mole in chemistry, and how do I use it in calculations with grams?\nThanks',
        image: null,
        createdAt: '2025-03-01T08:00:00.000Z',
      },
      {
        _id: expect.any(String) as unknown,
        sender: 'model',
        content: 'A mole is 6.022×10²³ particles.',
        image: null,
        createdAt: '2025-03-01T08:00:00.000Z',
        provider: 'openai',
      },
    ]);
    const stored = await getConversation(h, id);
    expect(stored.body.messages).toEqual(messages);
    // First line, at most 60 characters, cut at a word boundary.
    expect(stored.body.conversation.title).toBe('What is a mole in chemistry, and how do I use it in…');

    // The provider got the system prompt and the question; the second exchange sends the history.
    expect(lastRequestMessages().map((m) => m.role)).toEqual(['system', 'user']);
    h.fake.enqueue({ text: 'Divide the mass by the molar mass.' });
    expect((await sendJson(h, id, { message: 'And with grams?' })).status).toBe(200);
    expect(
      lastRequestMessages().map((m) => [m.role, typeof m.content === 'string' ? m.content : '']),
    ).toEqual([
      ['system', expect.any(String)],
      ['user', 'What is a mole in chemistry, and how do I use it in calculations with grams?\nThanks'],
      ['assistant', 'A mole is 6.022×10²³ particles.'],
      ['user', 'And with grams?'],
    ]);
    // Only the first exchange names it.
    expect((await getConversation(h, id)).body.conversation.title).toBe(
      'What is a mole in chemistry, and how do I use it in…',
    );
  });

  test('an image reaches the provider as image input, is stored and served; an image-only question is titled from the reply', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ text: '## Solving 2x + 3 = 7\nSubtract 3 from both sides.' });
    const response = await sendJson(h, id, {
      message: '   ',
      file: { bytes: PNG, name: 'x.jpg', type: 'image/jpeg' },
    });
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as Messages;
    expect(messages[0]).toMatchObject({ sender: 'user', content: '' });
    expect(messages[0]?.image).toMatch(/^http:\/\/localhost\/uploads\/[\w-]{22}\.png$/);
    const served = await h.t.app.request(new URL(messages[0]?.image as string).pathname);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const question = lastRequestMessages().at(-1);
    expect(question?.content).toEqual([
      { type: 'text', text: expect.stringContaining('image') as unknown },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.toString('base64')}` } },
    ]);
    expect((await getConversation(h, id)).body.conversation.title).toBe('Solving 2x + 3 = 7');
  });

  test('refuses a blank message (400), a file that is not an image (415), over 5 MB (413), too many pixels (422)', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    const blank = await sendJson(h, id, { message: ' \n\t ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      message: { en: 'Write a message or attach an image', ar: 'اكتب رسالة أو أرفق صورة' },
      issues: [
        {
          field: 'message',
          message: { en: 'Write a message or attach an image', ar: 'اكتب رسالة أو أرفق صورة' },
        },
      ],
    });
    expect((await sendJson(h, id, {})).status).toBe(400);

    const svg = await sendJson(h, id, {
      message: 'look',
      file: { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'a.png' },
    });
    expect(svg.status).toBe(415);
    expect(await svg.json()).toMatchObject({
      message: { en: 'file must be a PNG, JPEG, WebP or GIF image' },
    });

    const big = await sendJson(h, id, {
      message: 'look',
      file: { bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]) },
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: { en: 'File is too large', ar: 'حجم الملف كبير جدًا' } });

    const huge = await sendJson(h, id, { message: 'look', file: { bytes: pngHeader(8001, 10) } });
    expect(huge.status).toBe(422);
    expect(await huge.json()).toMatchObject({
      message: { en: 'The image is too large: at most 8000 pixels wide or high, and 40 megapixels in all' },
    });

    const unknownField = await sendJson(h, id, { message: 'hi', extra: { model: 'gpt-5' } });
    expect(unknownField.status).toBe(400);
    expect(await unknownField.json()).toMatchObject({ issues: [{ field: 'model' }] });
    const badAction = await sendJson(h, id, { message: 'hi', action: 'shout' });
    expect(badAction.status).toBe(400);
    const control = await sendJson(h, id, { message: 'a\u0000b' });
    expect(control.status).toBe(400);
    const notMultipart = await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/messages`, {
      token: h.token,
      body: { message: 'hi' },
    });
    expect(notMultipart.status).toBe(415);

    // Nothing reached the provider or the store.
    expect(h.fake.requests).toHaveLength(0);
    expect((await getConversation(h, id)).body.messages).toEqual([]);
    expect(await storedUploads()).toEqual([]);
  });

  test('hint-first: from the learning preference by default, or per message', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    const system = () => String(lastRequestMessages()[0]?.content);
    await sendJson(h, id, { message: 'Solve x² = 4' });
    expect(system()).not.toContain('HINT-FIRST MODE');
    await sendJson(h, id, { message: 'Solve x² = 9', hintFirst: 'true' });
    expect(system()).toContain('HINT-FIRST MODE');

    const settings = (await (await requestJson(h.t.app, 'GET', '/settings', { token: h.token })).json()) as {
      learningPreferences: Record<string, unknown>;
    };
    settings.learningPreferences.hintFirst = true;
    const saved = await requestJson(h.t.app, 'PUT', '/settings', { token: h.token, body: settings });
    expect(saved.status).toBe(200);
    await sendJson(h, id, { message: 'Solve x² = 16' });
    expect(system()).toContain('HINT-FIRST MODE');
    await sendJson(h, id, { message: 'Solve x² = 25', hintFirst: 'false' });
    expect(system()).not.toContain('HINT-FIRST MODE');
    expect(
      (await requestJson(h.t.app, 'GET', '/tutor', { token: h.token }).then((r) => r.json())) as object,
    ).toMatchObject({
      hintFirst: true,
    });
  });

  test('the grade from onboarding reaches the system prompt', async () => {
    h = await createTutorHarness();
    const onboarded = await requestJson(h.t.app, 'PUT', '/onboarding', {
      token: h.token,
      body: { educationLevel: 'school', grade: 12, voice: 'female', ttsSpeed: 1 },
    });
    expect(onboarded.status).toBe(200);
    await sendJson(h, await newConversation(h), { message: 'ما هو التكامل؟' });
    expect(String(lastRequestMessages()[0]?.content)).toContain('third year of secondary school (grade 12)');
  });

  test('reply actions ask about an earlier reply of the same conversation', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ text: 'Photosynthesis turns light into sugar.' });
    const first = (await (await sendJson(h, id, { message: 'What is photosynthesis?' })).json()) as Messages;
    const replyId = first.messages[1]?._id as string;

    h.fake.enqueue({ text: '- light\n- sugar' });
    const summary = await sendJson(h, id, { action: 'summarize', replyTo: replyId });
    expect(summary.status).toBe(200);
    const { messages } = (await summary.json()) as Messages;
    expect(messages[0]).toMatchObject({
      sender: 'user',
      content: 'Summarize this reply',
      action: 'summarize',
      replyTo: replyId,
    });
    expect(messages[1]).toMatchObject({
      sender: 'model',
      content: '- light\n- sugar',
      action: 'summarize',
      replyTo: replyId,
    });
    const asked = String(lastRequestMessages().at(-1)?.content);
    expect(asked).toMatch(/^Summarize the reply below/);
    expect(asked).toContain('<reply>\nPhotosynthesis turns light into sugar.\n</reply>');
    expect(asked).not.toContain('Summarize this reply');

    // In Arabic, with the student's own words.
    await sendJson(
      h,
      id,
      { message: 'بالعربية من فضلك', action: 'translate', replyTo: replyId },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(String(lastRequestMessages().at(-1)?.content)).toContain('The student adds: بالعربية من فضلك');

    expect((await sendJson(h, id, { action: 'explain' })).status).toBe(400); // replyTo required
    expect((await sendJson(h, id, { message: 'x', replyTo: replyId })).status).toBe(400); // action required
    expect((await sendJson(h, id, { action: 'explain', replyTo: first.messages[0]?._id })).status).toBe(404); // not a reply
    const elsewhere = await newConversation(h);
    expect((await sendJson(h, elsewhere, { action: 'explain', replyTo: replyId })).status).toBe(404);
  });

  test('a provider failure is a localized 502; the question is kept and the allowance given back', async () => {
    h = await createTutorHarness({ tutorDailyMessages: 5 });
    const id = await newConversation(h);
    h.fake.enqueue({ status: 500 });
    const failed = await sendJson(h, id, { message: 'Why is the sky blue?' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      message: {
        en: 'The tutor could not answer right now. Please try again in a moment.',
        ar: 'تعذّر على المعلم الإجابة الآن. يرجى المحاولة مرة أخرى بعد قليل.',
      },
    });
    const stored = await getConversation(h, id);
    expect(stored.body.messages.map((m) => m.content)).toEqual(['Why is the sky blue?']);
    expect(stored.body.conversation.title).toBe('Why is the sky blue?');
    const status = (await (await requestJson(h.t.app, 'GET', '/tutor', { token: h.token })).json()) as {
      allowance: { used: number };
    };
    expect(status.allowance.used).toBe(0);

    h.fake.enqueue({ status: 400, errorCode: 'content_filter' });
    expect((await sendJson(h, id, { message: 'something refused' })).status).toBe(422);
  });
});

describe('the daily allowance', () => {
  test('429 with Retry-After and the renewal at midnight Riyadh time; a new Riyadh day renews it', async () => {
    // 08:00 UTC is 11:00 in Riyadh: 13 hours to midnight.
    const time = manualClock('2025-03-01T08:00:00.000Z');
    h = await createTutorHarness({ clock: time.clock, tutorDailyMessages: 2 });
    const id = await newConversation(h);
    expect((await sendJson(h, id, { message: 'one' })).status).toBe(200);
    time.advance(20 * 60 * 1000);
    expect((await sendJson(h, id, { message: 'two' })).status).toBe(200);
    const refused = await sendJson(h, id, { message: 'three' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String((12 * 60 + 40) * 60));
    expect(await refused.json()).toEqual({
      message: {
        en: "You have used today's 2 messages with the tutor. They renew at midnight Riyadh time, in 12 hours and 40 minutes.",
        ar: 'لقد استخدمت رسائل اليوم مع المعلم (رسالتان). تتجدد عند منتصف الليل بتوقيت الرياض، بعد 12 ساعة و40 دقيقة.',
      },
    });
    // Regenerating counts too; the refused message was not stored and never reached the provider.
    expect(
      (await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/regenerate`, { token: h.token })).status,
    ).toBe(429);
    expect(h.fake.requests).toHaveLength(2);
    expect((await getConversation(h, id)).body.messages).toHaveLength(4);
    // Streamed sends are refused before the stream starts (a JSON 429).
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'three' });
    expect(stream.status).toBe(429);

    const status = (await (await requestJson(h.t.app, 'GET', '/tutor', { token: h.token })).json()) as object;
    expect(status).toMatchObject({ allowance: { limit: 2, used: 2, renewsAt: '2025-03-01T21:00:00.000Z' } });

    // Another student has their own allowance.
    const theirs = await newConversation(h, h.other.token);
    expect((await sendJson(h, theirs, { message: 'mine' }, { token: h.other.token })).status).toBe(200);

    // 21:00 UTC is midnight in Riyadh.
    time.advance(12 * 60 * 60 * 1000 + 40 * 60 * 1000);
    expect((await sendJson(h, id, { message: 'a new day' })).status).toBe(200);
  });
});

describe('streamed replies (Accept: text/event-stream)', () => {
  test('meta, then token chunks, then end with the stored messages', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ chunks: ['Force ', 'equals ', 'mass × acceleration.'], chunkDelayMs: 5 });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'Newton 2?' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await stream.ended;
    expect(stream.events.map((e) => e.event)).toEqual(['meta', 'token', 'token', 'token', 'end']);
    const [meta, ...rest] = stream.events;
    expect(meta?.data).toEqual({
      userMessage: {
        _id: expect.any(String) as unknown,
        sender: 'user',
        content: 'Newton 2?',
        image: null,
        createdAt: expect.any(String) as unknown,
      },
      provider: { kind: 'openai', model: 'tutor-test' },
    });
    expect(rest.slice(0, 3).map((e) => e.data)).toEqual([
      { text: 'Force ' },
      { text: 'equals ' },
      { text: 'mass × acceleration.' },
    ]);
    const end = rest.at(-1)?.data as Messages;
    expect(end.messages.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'Newton 2?'],
      ['model', 'Force equals mass × acceleration.'],
    ]);
    expect(end.messages[0]?._id).toBe((meta?.data as { userMessage: { _id: string } }).userMessage._id);
    expect((await getConversation(h, id)).body.messages).toEqual(end.messages);
  });

  test('stop ends the generation at the provider; the reply keeps the text so far, stopped', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ chunks: Array.from({ length: 100 }, (_, i) => `w${i} `), chunkDelayMs: 20 });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, {
      message: 'Tell me a long story',
    });
    await stream.waitFor('token');

    // Another send in the same conversation while it writes: 409.
    const busy = await sendJson(h, id, { message: 'and another' });
    expect(busy.status).toBe(409);

    const stop = await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/stop`, { token: h.token });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ stopped: true });
    const end = (await stream.waitFor('end')).data as Messages;
    await h.fake.waitForClosedEarly(1);

    const reply = end.messages[1] as PublicMessageJson;
    expect(reply.stopped).toBe(true);
    const tokens = stream.events
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { text: string }).text);
    expect(reply.content).toBe(tokens.join(''));
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.length).toBeLessThan(100);
    expect((await getConversation(h, id)).body.messages[1]).toEqual(reply);

    // Nothing in progress any more.
    const again = await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/stop`, { token: h.token });
    expect(await again.json()).toEqual({ stopped: false });
  });

  test('closing the connection stops the provider and keeps the text so far', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ chunks: Array.from({ length: 100 }, (_, i) => `w${i} `), chunkDelayMs: 20 });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'Go on' });
    await stream.waitFor('token');
    stream.close();
    await h.fake.waitForClosedEarly(1);
    // The stopped reply is stored (shortly after the provider's connection closed).
    const messages = await waitForState(
      async () => (await getConversation(h, id)).body.messages,
      (stored) => stored.length >= 2,
    );
    expect(messages[1]).toMatchObject({ sender: 'model', stopped: true });
    expect(messages[1]?.content).toMatch(/^w0 /);
    // The conversation is free again once the generation has let go of it (a few milliseconds after
    // the stopped reply is stored; a send in between is a 409 "a reply is being written", which
    // changes nothing): then a send is answered.
    h.fake.enqueue({ text: 'ok' });
    const next = await waitForState(
      () => sendJson(h, id, { message: 'next' }),
      (response) => response.status !== 409,
    );
    expect(next.status).toBe(200);
  });

  test('a provider failure mid-stream is an error event; the question is kept', async () => {
    h = await createTutorHarness({ provider: { idleTimeoutMs: 200 } });
    const id = await newConversation(h);
    h.fake.enqueue({ chunks: ['Part ', 'of ', 'it'], silentAfter: 2 });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'Explain entropy' });
    const error = await stream.waitFor('error');
    expect(error.data).toEqual({
      status: 504,
      message: {
        en: 'The tutor took too long to answer. Please try again.',
        ar: 'استغرق المعلم وقتًا طويلًا في الإجابة. يرجى المحاولة مرة أخرى.',
      },
    });
    expect(stream.events.map((e) => e.event)).toEqual(['meta', 'token', 'token', 'error']);
    await stream.ended;
    const stored = await getConversation(h, id);
    expect(stored.body.messages.map((m) => [m.sender, m.content])).toEqual([['user', 'Explain entropy']]);

    h.fake.enqueue({ status: 503 });
    const failed = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'Again?' });
    expect((await failed.waitFor('error')).data).toMatchObject({ status: 502 });
  });

  test('a streamed regenerate replaces the last reply', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ text: 'First try.' });
    const first = (await (await sendJson(h, id, { message: 'Define velocity' })).json()) as Messages;
    h.fake.enqueue({ chunks: ['Second ', 'try.'] });
    const stream = await openStream(h, `/ai-conversations/${id}/regenerate`);
    await stream.ended;
    expect(stream.events.map((e) => e.event)).toEqual(['meta', 'token', 'token', 'end']);
    expect((stream.events[0]?.data as { userMessage: { _id: string } }).userMessage._id).toBe(
      first.messages[0]?._id,
    );
    const end = stream.events.at(-1)?.data as Messages;
    expect(end.messages).toHaveLength(1);
    expect(end.messages[0]).toMatchObject({ sender: 'model', content: 'Second try.' });
    expect(end.messages[0]?._id).not.toBe(first.messages[1]?._id);
    const stored = (await getConversation(h, id)).body.messages;
    expect(stored.map((m) => m.content)).toEqual(['Define velocity', 'Second try.']);
    // The question was asked again without the replaced reply in the history.
    expect(lastRequestMessages().map((m) => m.role)).toEqual(['system', 'user']);
  });
});

describe('POST /ai-conversations/{id}/regenerate (JSON)', () => {
  test('replaces the last reply; answers a question whose reply failed; 409 with nothing to regenerate', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    const nothing = await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/regenerate`, {
      token: h.token,
    });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toEqual({
      message: {
        en: 'There is no reply to regenerate in this conversation yet.',
        ar: 'لا يوجد في هذه المحادثة رد يمكن إعادة إنشائه بعد.',
      },
    });

    h.fake.enqueue({ text: 'One.' }, { text: 'Two.' });
    await sendJson(h, id, { message: 'First', file: { bytes: PNG } });
    await sendJson(h, id, { message: 'Second' });
    h.fake.enqueue({ text: 'Two, again.' });
    const again = await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/regenerate`, {
      token: h.token,
    });
    expect(again.status).toBe(200);
    const { messages } = (await again.json()) as Messages;
    expect(messages.map((m) => [m.sender, m.content])).toEqual([['model', 'Two, again.']]);
    expect((await getConversation(h, id)).body.messages.map((m) => m.content)).toEqual([
      'First',
      'One.',
      'Second',
      'Two, again.',
    ]);
    // History without the replaced reply.
    expect(lastRequestMessages().map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);

    // A question whose reply failed is answered by regenerate.
    h.fake.enqueue({ status: 500 });
    expect((await sendJson(h, id, { message: 'Third' })).status).toBe(502);
    h.fake.enqueue({ text: 'Three.' });
    const answered = await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/regenerate`, {
      token: h.token,
    });
    expect(((await answered.json()) as Messages).messages[0]?.content).toBe('Three.');
    expect((await getConversation(h, id)).body.messages.map((m) => m.content)).toEqual([
      'First',
      'One.',
      'Second',
      'Two, again.',
      'Third',
      'Three.',
    ]);
  });

  test('regenerating a reply to an image sends the image again', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    await sendJson(h, id, { message: 'What is this?', file: { bytes: PNG } });
    await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/regenerate`, { token: h.token });
    expect(lastRequestMessages().at(-1)?.content).toEqual([
      { type: 'text', text: 'What is this?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.toString('base64')}` } },
    ]);
  });
});

describe('over a real socket', () => {
  test('a JSON send waits for the whole reply (not stopped)', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ chunks: ['one ', 'two ', 'three'], chunkDelayMs: 20 });
    const response = await fetch(`${h.server.url}/ai-conversations/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}` },
      body: (() => {
        const form = new FormData();
        form.append('message', 'Count to three');
        return form;
      })(),
    });
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as Messages;
    expect(messages[1]).toMatchObject({ content: 'one two three' });
    expect(messages[1]).not.toHaveProperty('stopped');
    expect(h.fake.closedEarly).toBe(0);
  });

  test('a JSON client that leaves stops the reply; the text so far is kept', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ chunks: Array.from({ length: 100 }, (_, i) => `w${i} `), chunkDelayMs: 20 });
    const leave = new AbortController();
    const form = new FormData();
    form.append('message', 'A long one');
    const pending = fetch(`${h.server.url}/ai-conversations/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}` },
      body: form,
      signal: leave.signal,
    }).catch(() => undefined);
    // The reply is being written: the provider has the request and streams it, 20 ms a chunk.
    await h.fake.waitForRequests(1);
    leave.abort();
    await pending;
    await h.fake.waitForClosedEarly(1);
    const messages = await waitForState(
      async () => (await getConversation(h, id)).body.messages,
      (stored) => stored.length >= 2,
    );
    expect(messages[1]).toMatchObject({ sender: 'model', stopped: true });
    // What the reply had so far: the start of the provider's text.
    const whole = Array.from({ length: 100 }, (_, i) => `w${i} `).join('');
    expect(whole.startsWith(messages[1]?.content ?? '-')).toBe(true);
  });

  test('deleting the conversation stops its reply; the stream ends with a 404 error event', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    h.fake.enqueue({ chunks: Array.from({ length: 100 }, (_, i) => `w${i} `), chunkDelayMs: 20 });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'Long answer please' });
    await stream.waitFor('token');
    expect((await requestJson(h.t.app, 'DELETE', `/conversations/${id}`, { token: h.token })).status).toBe(
      204,
    );
    expect((await stream.waitFor('error')).data).toEqual({
      status: 404,
      message: { en: 'Not found', ar: 'غير موجود' },
    });
    await h.fake.waitForClosedEarly(1);
    expect(await h.t.store.conversations.listMessages(id)).toEqual([]);
  });
});

describe('an AI provider that misbehaves', () => {
  test('an answer that is not a reply is a localized 502: no model message is stored, the allowance is not charged', async () => {
    const time = manualClock('2025-03-01T08:00:00.000Z');
    h = await createTutorHarness({ clock: time.clock });
    const id = await newConversation(h);
    const defects: [string, FakeReply][] = [
      ['empty', { chunks: [] }],
      ['done-only', { doneOnly: true }],
      ['html', { rawBody: { contentType: 'text/html', text: '<html><body>502 Bad Gateway</body></html>' } }],
      ['truncated', { chunks: ['Half ', 'a '], truncated: true }],
    ];
    for (const [what, reply] of defects) {
      h.fake.enqueue(reply);
      const failed = await sendJson(h, id, { message: `Question (${what})` });
      expect({ what, status: failed.status }).toEqual({ what, status: 502 });
      expect(await failed.json()).toEqual({ message: TUTOR_FAILURE_MESSAGES.provider });
      time.advance(60_000); // each send in a minute of its own (the short-window limit)
    }
    // Streamed, the same failure is the stream's error event.
    h.fake.enqueue({ chunks: [] });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'Question (stream)' });
    expect((await stream.waitFor('error')).data).toEqual({
      status: 502,
      message: TUTOR_FAILURE_MESSAGES.provider,
    });

    const stored = (await getConversation(h, id)).body.messages;
    expect(stored.map((m) => [m.sender, m.content])).toEqual([
      ['user', 'Question (empty)'],
      ['user', 'Question (done-only)'],
      ['user', 'Question (html)'],
      ['user', 'Question (truncated)'],
      ['user', 'Question (stream)'],
    ]);
    expect(await allowanceUsed()).toBe(0);
  });

  test('a reply that trickles in past the overall deadline is a 504; nothing of it is stored', async () => {
    h = await createTutorHarness({ provider: { deadlineMs: 300 } });
    const id = await newConversation(h);
    h.fake.enqueue({ chunks: ['Once '], trickle: { everyMs: 10, text: 'upon ' } });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'A story?' });
    expect((await stream.waitFor('error')).data).toEqual({
      status: 504,
      message: TUTOR_FAILURE_MESSAGES.timeout,
    });
    await h.fake.waitForClosedEarly(1);
    expect((await getConversation(h, id)).body.messages.map((m) => m.sender)).toEqual(['user']);
    expect(await allowanceUsed()).toBe(0);
  });

  test('a huge reply: max_tokens is asked, the stored reply is cut at MAX_REPLY_CHARS exactly as streamed, and the provider stops', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    // A server that ignores max_tokens: more than the cap, and more after it.
    h.fake.enqueue({ hugeChars: MAX_REPLY_CHARS + 5_500, trickle: { everyMs: 10, text: 'more ' } });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'Write everything' });
    const end = (await stream.waitFor('end')).data as Messages;
    expect(h.fake.requests[0]?.body.max_tokens).toBe(DEFAULT_REPLY_MAX_TOKENS);
    await h.fake.waitForClosedEarly(1);

    const reply = end.messages[1] as PublicMessageJson;
    expect(reply.content).toHaveLength(MAX_REPLY_CHARS);
    expect(reply).not.toHaveProperty('stopped');
    expect(tokensOf(stream)).toBe(reply.content);
    expect((await getConversation(h, id)).body.messages[1]).toEqual(reply);
  });
});

describe('the history sent to the provider', () => {
  test('stays well-formed after a failed turn, and marks a reply the student stopped', async () => {
    h = await createTutorHarness();
    const id = await newConversation(h);
    const sent = () =>
      lastRequestMessages().map((m) => [m.role, typeof m.content === 'string' ? m.content : '']);
    h.fake.enqueue({ text: 'Light scatters.' }, { status: 500 });
    expect((await sendJson(h, id, { message: 'Why is the sky blue?' })).status).toBe(200);
    expect((await sendJson(h, id, { message: 'And sunsets?' })).status).toBe(502);

    // The question without a reply is not sent again: user and assistant alternate.
    h.fake.enqueue({ chunks: ['Entropy ', 'measures '], trickle: { everyMs: 20, text: 'disorder ' } });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, { message: 'What is entropy?' });
    await stream.waitFor('token');
    expect(sent()).toEqual([
      ['system', expect.any(String)],
      ['user', 'Why is the sky blue?'],
      ['assistant', 'Light scatters.'],
      ['user', 'What is entropy?'],
    ]);
    // The student stops that reply; the next question's history says so.
    expect(
      (await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/stop`, { token: h.token })).status,
    ).toBe(200);
    const stopped = ((await stream.waitFor('end')).data as Messages).messages[1] as PublicMessageJson;
    expect(stopped).toMatchObject({
      stopped: true,
      content: expect.stringMatching(/^Entropy measures /) as unknown,
    });

    // The conversation is free once the generation has let go of it (a 409 until then changes nothing).
    h.fake.enqueue({ text: 'Sure.' });
    const next = await waitForState(
      () => sendJson(h, id, { message: 'Go on' }),
      (response) => response.status !== 409,
    );
    expect(next.status).toBe(200);
    expect(sent()).toEqual([
      ['system', expect.any(String)],
      ['user', 'Why is the sky blue?'],
      ['assistant', 'Light scatters.'],
      ['user', 'What is entropy?'],
      ['assistant', `${stopped.content.trimEnd()}\n\n${STOPPED_REPLY_MARKER}`],
      ['user', 'Go on'],
    ]);
  });
});

describe('citations in a reply', () => {
  test('links to material that was not sent become plain text, as streamed and as stored; sent ones stay', async () => {
    h = await createTutorHarness();
    const lesson = writtenLesson();
    const opened = await requestJson(h.t.app, 'GET', `/lesson/${lesson.id}/conversation`, { token: h.token });
    const id = ((await opened.json()) as { _id: string })._id;
    const { word, sectionId, heading } = distinctiveWord(lesson, 'en');
    // Links split across chunks, as a model streams them.
    h.fake.enqueue({
      chunks: [
        `**From the lesson**\n\nSee [§ ${heading}](#sec`,
        `tion=${sectionId}), not [§ Elsewhere](#section=not-sent) nor [p. 3](#page=3); `,
        `also [Course › ${heading}](#lesson=${lesson.id}&section=${sectionId}) but not [Other › Lesson](#lesson=`,
        `y9-other.u1-l1&section=${sectionId}). [A web page](https://example.org).`,
      ],
    });
    const stream = await openStream(h, `/ai-conversations/${id}/messages`, {
      message: `What does ${word} mean?`,
    });
    const end = (await stream.waitFor('end')).data as Messages;
    // The section was sent with the question.
    expect(String(h.fake.requests[0]?.body.messages?.[0]?.content)).toContain(`section="${sectionId}"`);

    const kept =
      `**From the lesson**\n\nSee [§ ${heading}](#section=${sectionId}), not § Elsewhere nor p. 3; ` +
      `also [Course › ${heading}](#lesson=${lesson.id}&section=${sectionId}) but not Other › Lesson. ` +
      '[A web page](https://example.org).';
    expect(end.messages[1]?.content).toBe(kept);
    expect(tokensOf(stream)).toBe(kept);
    expect((await getConversation(h, id)).body.messages[1]?.content).toBe(kept);

    // A plain conversation was sent no material: no citation survives.
    const plain = await newConversation(h);
    h.fake.enqueue({ text: `See [p. 1](#page=1) and [§ ${heading}](#section=${sectionId}).` });
    const reply = (await (await sendJson(h, plain, { message: 'Forces?' })).json()) as Messages;
    expect(reply.messages[1]?.content).toBe(`See p. 1 and § ${heading}.`);
  });
});

describe('the short-window limit', () => {
  test(`at most ${BURST_LIMITS.openai} replies a minute: then a localized 429 with Retry-After, and again once the window moves`, async () => {
    const time = manualClock('2025-03-01T08:00:00.000Z');
    h = await createTutorHarness({ clock: time.clock });
    const ids = [await newConversation(h), await newConversation(h)];
    // Sends and regenerations, in two conversations, 5 s apart: 0 s to 25 s.
    for (let i = 0; i < BURST_LIMITS.openai; i += 1) {
      const id = ids[i % 2] as string;
      const response =
        i === 4
          ? await requestJson(h.t.app, 'POST', `/ai-conversations/${id}/regenerate`, { token: h.token })
          : await sendJson(h, id, { message: `Question ${i}` });
      expect(response.status).toBe(200);
      time.advance(5_000);
    }
    // At 30 s: the first start leaves the window at 60 s.
    const refused = await sendJson(h, ids[0] as string, { message: 'One more' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      message: {
        en: 'You are sending messages to the tutor too quickly (at most 6 a minute). Please wait 30 seconds and try again.',
        ar: 'أنت ترسل الرسائل إلى المعلم بسرعة كبيرة (6 رسائل في الدقيقة على الأكثر). يرجى الانتظار 30 ثانية ثم المحاولة مرة أخرى.',
      },
    });
    // Regenerate and a streamed send are refused the same way, before anything starts.
    expect(
      (
        await requestJson(h.t.app, 'POST', `/ai-conversations/${ids[1] as string}/regenerate`, {
          token: h.token,
        })
      ).status,
    ).toBe(429);
    const stream = await openStream(h, `/ai-conversations/${ids[1] as string}/messages`, {
      message: 'Streamed',
    });
    expect(stream.status).toBe(429);
    expect(stream.headers.get('retry-after')).toBe('30');
    // Nothing was stored, asked or counted for the refused ones.
    expect(h.fake.requests).toHaveLength(BURST_LIMITS.openai);
    expect(await allowanceUsed()).toBe(BURST_LIMITS.openai);
    const stored = await Promise.all(ids.map(async (id) => (await getConversation(h, id)).body.messages));
    expect(stored.flat().map((m) => m.content)).not.toContain('One more');

    // Another student has their own window.
    const theirs = await newConversation(h, h.other.token);
    expect((await sendJson(h, theirs, { message: 'Mine' }, { token: h.other.token })).status).toBe(200);

    // At 60 s the first start has left the window: one more may start, and only one.
    time.advance(30_000);
    expect((await sendJson(h, ids[0] as string, { message: 'Now?' })).status).toBe(200);
    const again = await sendJson(h, ids[0] as string, { message: 'And now?' });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('5');
  });
});
