// /ai-engine?file= against the real API (api/src/index.ts, as realApi.test.tsx runs it): a student's
// uploaded text file opens its conversation, titled with the file's name, with the file beside the
// chat; the same conversation the next time; another student's file is not theirs (404).
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { useSessionStore, type Locale } from '@nibras/shared-ui';
import {
  captureToasts,
  nodeFetch,
  patchComputedStyle,
  quietLayoutWarnings,
  realApiForFile,
  renderRemoteInEachTest,
} from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { msg } from './test-helpers';

const render = renderRemoteInEachTest(lifecycles);
const realApi = realApiForFile('nibras-chat-file-ui-');
const toasts = captureToasts();
patchComputedStyle();
quietLayoutWarnings();

const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = nodeFetch({ target: () => realApi().baseUrl });
  localStorage.removeItem('nibras.chat.filePaneHidden');
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A JSON call to the real API as the student (setting up what the test needs). */
async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await nodeFetch()(`${realApi().baseUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(body instanceof FormData || body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** Signs a student up and uploads a text file into a new section: their token and the file's id. */
async function studentWithFile(name: string, text: string) {
  const { user, accessToken } = await realApi().signUp();
  const { node: section } = await call<{ node: { _id: string } }>(accessToken, 'POST', '/files/sections', {
    name: 'Biology',
  });
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  const { files } = await call<{ files: Array<{ _id: string }> }>(
    accessToken,
    'POST',
    `/files/${section._id}/upload`,
    form,
  );
  return { user, accessToken, fileId: files[0]!._id };
}

const NOTES = 'Photosynthesis: plants make glucose from light, water and carbon dioxide.\nالبناء الضوئي.';

it.each(['en', 'ar'] as const)(
  'in %s, opens the file’s conversation with the file beside it, and the same one again',
  async (locale: Locale) => {
    const { user, accessToken, fileId } = await studentWithFile('Biology notes.txt', NOTES);
    useSessionStore.getState().login(user, accessToken, { broadcast: false });
    const remote = await render({ locale, path: '/ai-engine', search: `?file=${fileId}`, signedIn: false });

    await waitFor(() => expect(remote.navigations).toHaveLength(1));
    const target = remote.navigations[0]!;
    expect(target.options).toEqual({ replace: true });
    expect(target.to).toMatch(new RegExp(`^/${locale}/ai-engine/conversation/[^/]+$`));
    const page = await within(remote.container).findByTestId('page-chat-conversation');
    await waitFor(() =>
      expect(within(page).getByTestId('conversation-title').textContent).toBe('Biology notes.txt'),
    );
    const pane = await within(page).findByTestId('viewer-pane');
    expect((await within(pane).findByTestId('viewer-text')).textContent).toBe(NOTES);
    expect(within(page).getByTestId('file-toggle').getAttribute('aria-expanded')).toBe('true');

    // The API keeps one conversation per file.
    const again = await call<{ _id: string }>(accessToken, 'GET', `/file/${fileId}/conversation`);
    expect(target.to.endsWith(`/${again._id}`)).toBe(true);
    expect(toasts.filter((t) => t.kind === 'error')).toEqual([]);
  },
);

it('says another student’s file is not in the materials, and leads there', async () => {
  const owner = await studentWithFile('Private.txt', 'mine');
  const { user, accessToken } = await realApi().signUp();
  useSessionStore.getState().login(user, accessToken, { broadcast: false });
  const remote = await render({
    locale: 'en',
    path: '/ai-engine',
    search: `?file=${owner.fileId}`,
    signedIn: false,
  });
  const failed = await within(remote.container).findByTestId('file-open-failed');
  expect(failed.textContent).toContain(msg('en', 'viewer.open.notFound'));
  fireEvent.click(within(failed).getByTestId('file-open-materials'));
  expect(remote.navigations).toEqual([{ to: '/en/uploaded-materials' }]);
});
