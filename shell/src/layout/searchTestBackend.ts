// The REAL API for the navbar search's tests (never imported by app code): api/src/index.ts started
// once per test file (@nibras/shared-ui/testing), and for each test a fresh student with a file, a
// conversation and a saved item about photosynthesis, made over HTTP as the app makes them.
import type { Locale, User } from '@nibras/shared-ui';
import { nodeFetch, realApiForFile, type RealApi } from '@nibras/shared-ui/testing';

export interface Seeded {
  user: User;
  token: string;
  ids: { file: string; conversation: string; saved: string };
}
export interface SearchBackend {
  baseUrl: string;
  /** A fresh onboarded student with a file (extracted), a conversation and a saved item. */
  student(locale: Locale): Promise<Seeded>;
  /** POST /search/recent as that student. */
  record(token: string, query: string): Promise<void>;
  /** GET /search/recent as that student: the queries, newest first. */
  recent(token: string): Promise<string[]>;
}

export const FIXTURES = {
  en: {
    section: 'Science',
    file: 'Biology notes.txt',
    text: 'Photosynthesis turns light energy into chemical energy stored in glucose.',
    conversation: 'Photosynthesis questions',
    saved: 'Photosynthesis summary',
    tag: 'Biology',
    savedContent: 'Plants make food by photosynthesis using sunlight, water and carbon dioxide.',
  },
  ar: {
    section: 'العلوم',
    file: 'ملاحظات الأحياء.txt',
    text: 'البناء الضوئي عملية تحول فيها النباتات طاقة الضوء إلى طاقة كيميائية.',
    conversation: 'أسئلة عن البناء الضوئي',
    saved: 'ملخص البناء الضوئي',
    tag: 'الأحياء',
    savedContent: 'تصنع النباتات غذاءها بالبناء الضوئي.',
  },
} as const;

/** How long a test waits for the API to read an uploaded file. */
const EXTRACTION_TIMEOUT_MS = 30_000;

interface TreeNode {
  _id: string;
  kind: string;
  status?: string;
  children: TreeNode[];
}
const findNode = (nodes: TreeNode[], id: string): TreeNode | undefined =>
  nodes.map((n) => (n._id === id ? n : findNode(n.children, id))).find(Boolean);

function backendOn(api: RealApi): SearchBackend {
  const plain = nodeFetch();
  async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const form = body instanceof FormData;
    const response = await plain(`${api.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    if (response.status >= 300) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  async function fileReady(token: string, id: string) {
    const until = Date.now() + EXTRACTION_TIMEOUT_MS;
    for (;;) {
      const { tree } = await call<{ tree: TreeNode[] }>(token, 'GET', '/files');
      const status = findNode(tree, id)?.status;
      if (status === 'ready') return;
      if (status === 'failed' || Date.now() > until) throw new Error(`the file is ${status} after upload`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    baseUrl: api.baseUrl,
    async student(locale) {
      const f = FIXTURES[locale];
      const { user, accessToken: token } = await api.signUp();
      const section = await call<{ node: { _id: string } }>(token, 'POST', '/files/sections', {
        name: f.section,
      });
      const form = new FormData();
      form.append('file', new File([f.text], f.file, { type: 'text/plain' }));
      const uploaded = await call<{ files: { _id: string }[] }>(
        token,
        'POST',
        `/files/${section.node._id}/upload`,
        form,
      );
      const file = uploaded.files[0]!._id;
      const conversation = await call<{ _id: string }>(token, 'POST', '/conversations', {
        title: f.conversation,
      });
      const saved = await call<{ savedContent: { _id: string } }>(token, 'POST', '/saved-contents', {
        title: f.saved,
        tag: f.tag,
        color: '#D2E4E2',
        content: f.savedContent,
      });
      await fileReady(token, file);
      return {
        // Onboarding is not what these tests are about (the navbar's gate has its own tests).
        user: { ...user, hasOnBoarded: true },
        token,
        ids: { file, conversation: conversation._id, saved: saved.savedContent._id },
      };
    },
    async record(token, query) {
      await call(token, 'POST', '/search/recent', { query });
    },
    async recent(token) {
      const { recent } = await call<{ recent: { query: string }[] }>(token, 'GET', '/search/recent');
      return recent.map((r) => r.query);
    },
  };
}

/** Call at the top of a test file: the real API for the file's tests. */
export const searchBackend = (): (() => SearchBackend) => realApiForFile('nibras-shell-search-', backendOn);
