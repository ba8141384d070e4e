// Active study time: the counter alone, then the hook reporting to the real API (POST
// /learning/activity answers 204) with a clock the test moves.
import { waitFor, within } from '@testing-library/dom';
import { createApiClient } from '@nibras/shared-ui';
import { nodeFetch } from '@nibras/shared-ui/testing';
import type { Activity } from './api';
import { frameRenderer, learningApiForFile } from './test-helpers';
import {
  ActiveTimeCounter,
  MAX_REPORT_SECONDS,
  useActiveTime,
  type ActiveTimeOptions,
} from './useActiveTime';

const realApi = learningApiForFile();
const render = frameRenderer();

describe('ActiveTimeCounter', () => {
  it('counts visible time up to one minute after the last input', () => {
    let clock = 1_000;
    const counter = new ActiveTimeCounter(() => clock, 60_000);
    clock += 20_000;
    counter.tick(true);
    expect(counter.take()).toBe(20);
    // Hidden: nothing counts.
    clock += 10_000;
    counter.tick(false);
    expect(counter.take()).toBe(0);
    // Idle: counted until a minute after the last input (opening the page), no further.
    clock += 90_000;
    counter.tick(true);
    expect(counter.take()).toBe(30);
    counter.input();
    clock += 1_500;
    counter.tick(true);
    expect(counter.take()).toBe(1);
    // The half second left is kept for the next report.
    clock += 600;
    counter.tick(true);
    expect(counter.take()).toBe(1);
  });

  it('never reports more than the limit at once', () => {
    let clock = 0;
    const counter = new ActiveTimeCounter(() => clock, 600_000);
    clock += 300_000;
    counter.tick(true);
    expect(counter.take()).toBe(MAX_REPORT_SECONDS);
    expect(counter.take()).toBe(0);
  });
});

function Probe({ activity, options }: { activity: Activity | null; options: ActiveTimeOptions }) {
  useActiveTime(activity, options);
  return <p>probe</p>;
}

describe('useActiveTime', () => {
  const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
    if (visibility) Object.defineProperty(Document.prototype, 'visibilityState', visibility);
  });

  it('reports the active seconds every 30 s, stops when idle or hidden, and sends the rest on leaving', async () => {
    const student = await realApi().student({ grade: 10 });
    const sent: Array<{ body: unknown; status: number }> = [];
    /** Reports as they are made (`sent`: as the API answered them). */
    let asked = 0;
    const send = nodeFetch();
    const api = createApiClient({
      baseUrl: realApi().baseUrl,
      getToken: () => student.token,
      onUnauthorized: () => undefined,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        asked += 1;
        const response = await send(input, init);
        sent.push({ body: JSON.parse(String(init?.body)), status: response.status });
        return response;
      }) as typeof fetch,
    });
    let clock = 0;
    /** How often the hook has read the clock: its start, then every tick. */
    let reads = 0;
    const options: ActiveTimeOptions = {
      tickMs: 5,
      now: () => {
        reads += 1;
        return clock;
      },
    };
    /** Resolves once the hook has ticked (read the clock) `n` more times. */
    const ticks = async (n: number) => {
      const from = reads;
      await waitFor(() => expect(reads).toBeGreaterThanOrEqual(from + n), { interval: 5 });
    };
    const activity: Activity = { kind: 'lesson', courseId: 'y1-physics-1', lessonId: 'y1-physics-1.u1-l1' };
    const framed = await render(<Probe activity={activity} options={options} />, { locale: 'en', api });
    // The hook starts counting once the page has drawn (its effect reads the clock): then it moves.
    await within(framed.container).findByText('probe');
    await waitFor(() => expect(reads).toBeGreaterThan(0));

    // 31 s of a visible page opened a moment ago: one report.
    clock = 31_000;
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ body: { seconds: 31, ...activity }, status: 204 });

    // No input for two minutes: counted up to one minute after the last input only.
    clock = 151_000;
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ seconds: 29 });

    // A key pressed: counting again.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    clock = 191_000;
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.body).toMatchObject({ seconds: 40 });

    // Hidden tab: what was counted goes at once; nothing counts while hidden.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    clock = 201_000;
    setVisibility('hidden');
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3]?.body).toMatchObject({ seconds: 10 });
    clock = 225_000;
    // Ticks while hidden (they read the clock): none reports.
    await ticks(2);
    expect(asked).toBe(4);
    setVisibility('visible');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));

    // Leaving the page sends the rest (before the next 30 s are up): counted when it leaves.
    clock = 229_000;
    framed.rerender(<Probe activity={null} options={options} />);
    await waitFor(() => expect(sent).toHaveLength(5));
    expect(sent[4]).toEqual({ body: { seconds: 4, ...activity }, status: 204 });
  });
});
