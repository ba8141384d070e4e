// The tree's polling, against a stand-in server whose answer the test controls (the real API's
// extraction finishes when it finishes; here a file stays "processing" for as long as the test
// needs): it asks again while a file is queued or processing, never while the tab is hidden,
// stops when nothing is pending and when the page is gone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  bus,
  createApiClient,
  initI18n,
  RemoteFrame,
  useSessionStore,
  type RemoteProps,
} from '@nibras/shared-ui';
import { nodeFetch, watchTimeouts, type WatchedTimeouts } from '@nibras/shared-ui/testing';
import type { MaterialsTree } from './api';
import { materialNode } from './test-helpers';
import { POLL_MS, useMaterials } from './useMaterials';

afterAll(() => bus.close());

const FAST = 60;

let server: http.Server;
let baseUrl = '';
let reads = 0;
let status: 'processing' | 'ready' = 'processing';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/files') {
      reads += 1;
      const answer: MaterialsTree = {
        tree: [materialNode('s', 'section', [materialNode('f.pdf', 'file', [], { status, progress: 40 })])],
        usage: { bytes: 0, quotaBytes: 500 * 1024 * 1024, maxFileBytes: 25 * 1024 * 1024, maxFiles: 20 },
      };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await initI18n('en');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let hidden = false;
const visibility = jest.spyOn(document, 'visibilityState', 'get');
/** The hook's requests on their way (sent, not answered or aborted yet). */
let inFlight = 0;
/** The hook's polls: its timers of FAST ms. */
let polls: WatchedTimeouts;
beforeEach(() => {
  reads = 0;
  inFlight = 0;
  status = 'processing';
  hidden = false;
  visibility.mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  polls = watchTimeouts(FAST);
});
afterEach(() => polls.restore());

/**
 * Resolves once no request is on its way and no poll is set: from then on the hook asks nothing
 * more until something changes (the order of events, whatever time a busy machine takes).
 */
const quiet = () =>
  waitFor(() => expect({ inFlight, polls: polls.pending }).toEqual({ inFlight: 0, polls: 0 }));

function setHidden(value: boolean) {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const send = nodeFetch();
const countingFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  inFlight += 1;
  const answer = send(input, init);
  const settled = () => {
    inFlight -= 1;
  };
  answer.then(settled, settled);
  return answer;
}) as typeof fetch;

function wrapper({ children }: { children: ReactNode }) {
  const props: RemoteProps = {
    basename: '/en',
    locale: 'en',
    location: { pathname: '/en/uploaded-materials', search: '', hash: '' },
    navigate: () => undefined,
    bus,
    api: createApiClient({
      baseUrl,
      getToken: () => 'token',
      onUnauthorized: () => undefined,
      fetch: countingFetch,
    }),
    session: useSessionStore,
  };
  return (
    <RemoteFrame name="mfe_materials" props={props}>
      {children}
    </RemoteFrame>
  );
}

describe('useMaterials', () => {
  it('asks every 1.5 s (here faster) while a file is processing, and stops when none is', async () => {
    expect(POLL_MS).toBe(1500);
    const { result } = renderHook(() => useMaterials({ pollMs: FAST }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(4));

    status = 'ready';
    await waitFor(() => expect(result.current.pending).toBe(false));
    const settled = reads;
    await quiet();
    expect(reads).toBe(settled);
    expect(result.current.tree[0]?.children[0]?.status).toBe('ready');
  });

  it('never asks while the tab is hidden, and again once it is shown', async () => {
    const { result } = renderHook(() => useMaterials({ pollMs: FAST }), { wrapper });
    await waitFor(() => expect(result.current.pending).toBe(true));
    setHidden(true);
    // A request already on its way may land; after it nothing is asked: no poll is set while hidden.
    await quiet();
    const whileHidden = reads;
    setHidden(false);
    await waitFor(() => expect(reads).toBeGreaterThan(whileHidden + 1));
  });

  it('stops when the page is gone', async () => {
    const { result, unmount } = renderHook(() => useMaterials({ pollMs: FAST }), { wrapper });
    await waitFor(() => expect(result.current.pending).toBe(true));
    unmount();
    const after = reads;
    await quiet();
    expect(reads).toBeLessThanOrEqual(after + 1); // at most the request already on its way
  });
});
