// The save queue's rules, with the sending function in the test's hands (each call waits until the
// test settles it): one save per question at a time, the latest answer last, typed answers after a
// pause, failures kept and sent again. The page's tests cover the same against the real API.
import type { QuizAttempt } from './api';
import { AnswerSaver, type SaveBody, type SaverState } from './answerSaver';

interface Call {
  questionId: string;
  body: SaveBody;
  resolve(): void;
  reject(): void;
}

function setup(typingDelayMs = 50) {
  const calls: Call[] = [];
  const states: SaverState[] = [];
  const saver = new AnswerSaver({
    typingDelayMs,
    send: (questionId, body) =>
      new Promise<QuizAttempt>((resolve, reject) => {
        calls.push({
          questionId,
          body,
          resolve: () => resolve({} as QuizAttempt),
          reject: () => reject(new Error('offline')),
        });
      }),
    onState: (state) => states.push(state),
  });
  return { saver, calls, states, last: () => states[states.length - 1] };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnswerSaver', () => {
  it('sends one save per question at a time, the latest answer last', async () => {
    const { saver, calls, last } = setup();
    saver.set('q1', { answer: 0 });
    saver.set('q1', { answer: 1 });
    saver.set('q1', { answer: 2 });
    saver.set('q2', { answer: true });
    expect(calls.map((c) => [c.questionId, c.body.answer])).toEqual([
      ['q1', 0],
      ['q2', true],
    ]);
    expect(last()?.saving).toBe(true);
    calls[0]?.resolve();
    await tick();
    // The answers given meanwhile: only the newest is sent.
    expect(calls.map((c) => c.body.answer)).toEqual([0, true, 2]);
    calls[1]?.resolve();
    calls[2]?.resolve();
    await tick();
    expect(last()).toEqual({ saving: false, failed: [] });
  });

  it('waits for a pause in the typing, and saves at once when the field is left', async () => {
    // The pause on jest's clock: what happens before and after it, whatever the machine's load.
    jest.useFakeTimers();
    try {
      const { saver, calls } = setup(30);
      saver.set('q1', { answer: '3' }, true);
      await jest.advanceTimersByTimeAsync(20);
      saver.set('q1', { answer: '35' }, true);
      // 20 ms after the first key, 29 after the second: still waiting.
      await jest.advanceTimersByTimeAsync(29);
      expect(calls).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls.map((c) => c.body.answer)).toEqual(['35']);
      calls[0]?.resolve();
      saver.set('q1', { answer: '350' }, true);
      const committed = saver.commit('q1');
      await jest.advanceTimersByTimeAsync(0);
      expect(calls.map((c) => c.body.answer)).toEqual(['35', '350']);
      calls[1]?.resolve();
      await committed;
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a failed save and sends it again on retry; flush answers whether all were saved', async () => {
    const { saver, calls, last } = setup();
    saver.set('q1', { answer: 1, certainty: 3 });
    calls[0]?.reject();
    await tick();
    expect(last()).toEqual({ saving: false, failed: ['q1'] });

    const flushed = saver.flush();
    await tick();
    expect(calls.map((c) => c.body)).toEqual([
      { answer: 1, certainty: 3 },
      { answer: 1, certainty: 3 },
    ]);
    calls[1]?.resolve();
    await expect(flushed).resolves.toBe(true);
    expect(last()).toEqual({ saving: false, failed: [] });

    saver.set('q2', { answer: null });
    const failing = saver.flush();
    calls[2]?.reject();
    await expect(failing).resolves.toBe(false);
  });

  it('sends typed answers still waiting when the page goes', () => {
    const { saver, calls } = setup(1000);
    saver.set('q1', { answer: 'second' }, true);
    saver.dispose();
    expect(calls.map((c) => c.body.answer)).toEqual(['second']);
  });
});
