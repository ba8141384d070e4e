// The remote's preload (pages.ts preloadFor) against the REAL API: mounting on a page starts that
// page's code and its first API answers together, the page then draws without asking again, an
// answer is used once and only while fresh, and an unmount drops what was not used.
import { within } from '@testing-library/dom';
import { bus, createApiClient, useSessionStore, type RemoteProps } from '@nibras/shared-ui';
import { nodeFetch, renderRemote } from '@nibras/shared-ui/testing';
import { frameRenderer, learningApiForFile, type Student } from './courses/test-helpers';
import { FRESH_MS, clearPrefetched, takePrefetched } from './prefetch';
import { lifecycles } from './lifecycles';
import { PAGES, preloadFor } from './pages';

const realApi = learningApiForFile();
const frame = frameRenderer();

/** An API client for `student` that counts the requests made per path. */
function countingApi(student: Student) {
  const asked: string[] = [];
  const api = createApiClient({
    baseUrl: realApi().baseUrl,
    getToken: () => student.token,
    onUnauthorized: () => undefined,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(String(input)).pathname);
      return nodeFetch()(input, init);
    }) as typeof fetch,
  });
  return { api, asked, times: (path: string) => asked.filter((p) => p === path).length };
}

const propsAt = (pathname: string, api: RemoteProps['api']): RemoteProps => ({
  basename: '/en',
  locale: 'en',
  location: { pathname, search: '', hash: '' },
  navigate: () => undefined,
  bus,
  api,
  session: useSessionStore,
});

afterEach(() => {
  clearPrefetched();
  jest.restoreAllMocks();
});

describe('the remote preload', () => {
  it('on /dashboard, asks for the dashboard and the review queue with the page code; the page asks no more', async () => {
    const student = await realApi().student({ grade: 10 });
    const { api, asked, times } = countingApi(student);
    await preloadFor(propsAt('/en/dashboard', api));
    expect(asked.sort()).toEqual(['/dashboard', '/review/queue']);

    const Page = PAGES.dashboard!.Page;
    const { container } = await frame(<Page />, { locale: 'en', api, path: '/dashboard' });
    const view = await within(container).findByTestId('page-learning-dashboard');
    // The code was here: no "page loading" fallback was drawn, the page itself was.
    expect(within(container).queryByTestId('learning-page-loading')).toBeNull();
    await within(view).findByTestId('dashboard-start');
    await within(view).findByTestId('review-empty');
    expect(times('/dashboard')).toBe(1);
    expect(times('/review/queue')).toBe(1);
  });

  it('gives each answer once, and what the API said', async () => {
    const student = await realApi().student({ grade: 10 });
    const { api } = countingApi(student);
    await preloadFor(propsAt('/en/leaderboard', api));
    const board = await takePrefetched('leaderboard');
    expect(board).toEqual(await realApi().call(student.token, 'GET', '/leaderboard'));
    expect(takePrefetched('leaderboard')).toBeUndefined();
  });

  it('on /home, asks for the home page and the review queue', async () => {
    const student = await realApi().student({ grade: 10 });
    const { api, asked } = countingApi(student);
    await preloadFor(propsAt('/en/home', api));
    expect(asked.sort()).toEqual(['/home', '/review/queue']);
    expect(await takePrefetched('home')).toEqual(await realApi().call(student.token, 'GET', '/home'));
  });

  it('asks for nothing on a page without first answers, or on a path of no page', async () => {
    const student = await realApi().student({ grade: 10 });
    const { api, asked } = countingApi(student);
    await preloadFor(propsAt('/en/courses/y1-physics-1', api));
    await preloadFor(propsAt('/en/no-such-page', api));
    expect(asked).toEqual([]);
  });

  it('lets a stale answer go: a page opened after FRESH_MS asks the API itself', async () => {
    const student = await realApi().student({ grade: 10 });
    const { api } = countingApi(student);
    await preloadFor(propsAt('/en/dashboard', api));
    // FRESH_MS after the preload's end, so at least FRESH_MS after the prefetch started (however long
    // the preload took on a loaded machine: counted from before it, the answer could still be fresh).
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + FRESH_MS);
    expect(takePrefetched('dashboard')).toBeUndefined();
  });

  it('drops the answers nobody took when the remote unmounts (mounted through its lifecycles)', async () => {
    // The harness's API is unreachable: the dashboard takes its failed answer and shows the error,
    // so the review panel never mounts and the review queue's answer is left.
    const remote = await renderRemote(lifecycles, { locale: 'en', path: '/dashboard' });
    await within(remote.container).findByTestId('dashboard-error');
    await remote.unmount();
    expect(takePrefetched('review')).toBeUndefined();
  });
});
