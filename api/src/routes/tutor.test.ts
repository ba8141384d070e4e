import { createTestApp, manualClock, requestJson, signUpUser, type TestApp } from '../testing.ts';
import {
  createTutorHarness,
  newConversation,
  sendJson,
  type TutorHarness,
} from '../tutor/testing/harness.ts';

describe('GET /tutor', () => {
  let h: TutorHarness | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await h?.close();
    await t?.close();
    h = undefined;
    t = undefined;
  });

  test('the provider, the allowance and its renewal, hint-first and the image limit', async () => {
    // 22:30 UTC is 01:30 the next day in Riyadh: the day renews at 21:00 UTC that day.
    const time = manualClock('2025-03-01T22:30:00.000Z');
    h = await createTutorHarness({ clock: time.clock, tutorDailyMessages: 50 });
    await sendJson(h, await newConversation(h), { message: 'Hi' });
    const response = await requestJson(h.t.app, 'GET', '/tutor', { token: h.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      provider: { kind: 'openai', model: 'tutor-test' },
      allowance: { limit: 50, used: 1, renewsAt: '2025-03-02T21:00:00.000Z' },
      hintFirst: false,
      maxImageBytes: 5 * 1024 * 1024,
    });
    expect((await requestJson(h.t.app, 'GET', '/tutor')).status).toBe(401);
  });

  test('without a configured provider the offline study engine answers (200 messages a day)', async () => {
    t = await createTestApp();
    const { accessToken } = await signUpUser(t.app);
    const response = await requestJson(t.app, 'GET', '/tutor', { token: accessToken });
    expect(await response.json()).toMatchObject({
      provider: { kind: 'offline', model: 'nibras-offline' },
      allowance: { limit: 200, used: 0 },
    });

    const created = await requestJson(t.app, 'POST', '/conversations', { token: accessToken, body: {} });
    const { _id } = (await created.json()) as { _id: string };
    const form = new FormData();
    form.append('message', 'Summarize photosynthesis for me');
    const sent = await t.app.request(`/ai-conversations/${_id}/messages`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(sent.status).toBe(200);
    const { messages } = (await sent.json()) as {
      messages: { sender: string; content: string; provider?: string }[];
    };
    expect(messages[1]).toMatchObject({ sender: 'model', provider: 'offline' });
    expect(messages[1]?.content).not.toBe('');
  });
});
