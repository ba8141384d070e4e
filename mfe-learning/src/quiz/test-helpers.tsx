// Shared by the quiz's tests (never imported by app code).
//
// - Rendering: a component inside RemoteFrame (as the remote's root mounts it) with the `learning`
//   namespace's quiz texts, at a path; navigations go through a shell stand-in that records them and
//   moves the location (so `/quiz` -> `/quiz?attempt=…` renders the attempt, as in the app).
// - The REAL API (shared-ui's `realApiForFile`: api/src/index.ts as a child process over a fresh
//   embedded store), with students signed up through it and API clients for them.
import { StrictMode, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  addNamespace,
  bus,
  createApiClient,
  initI18n,
  RemoteFrame,
  useSessionStore,
  type ApiClient,
  type Locale,
  type RemoteProps,
} from '@nibras/shared-ui';
import {
  messageAt,
  nodeFetch,
  patchComputedStyle,
  quietLayoutWarnings,
  realApiForFile,
  UNUSED_API_URL,
} from '@nibras/shared-ui/testing';
import arQuiz from '../locales/ar/quiz.json';
import enQuiz from '../locales/en/quiz.json';

export const MESSAGES = { en: { quiz: enQuiz }, ar: { quiz: arQuiz } } as Record<
  Locale,
  Record<string, unknown>
>;
/** A `learning` namespace text (`quiz.take.submit`) in a language. */
export const msg = (locale: Locale, key: string): string => messageAt(MESSAGES, locale, key);
/** The same with `{{name}}` values filled in. */
export const fill = (locale: Locale, key: string, values: Record<string, string>): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.split(`{{${name}}}`).join(value),
    msg(locale, key),
  );

// ---------------------------------------------------------------------------------------------------
// Rendering

export interface Rendered {
  container: HTMLElement;
  /** Every navigation the page asked the shell for (the locale prefix included). */
  navigations: Array<{ to: string; replace?: boolean }>;
  /** The current path and search, under the locale (`/quiz?attempt=…`). */
  path(): string;
  unmount(): void;
}

/** An API client that reaches nothing (components that make no call). */
export const offlineApi = (): ApiClient =>
  createApiClient({
    baseUrl: UNUSED_API_URL,
    getToken: () => 'no-token',
    onUnauthorized: () => undefined,
    fetch: nodeFetch(),
  });

/**
 * Call once per file: mounts `ui` inside RemoteFrame at `path` (StrictMode unless told), with a shell
 * stand-in that follows navigations; unmounted after each test.
 */
export function quizRenderer() {
  afterAll(() => bus.close());
  patchComputedStyle();
  quietLayoutWarnings();
  const mounted: Array<{ root: Root; container: HTMLElement }> = [];
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      root.unmount();
      container.remove();
    }
    document.body.innerHTML = '';
  });
  return async (
    ui: ReactElement,
    options: { locale: Locale; api: ApiClient; path?: string; strict?: boolean },
  ): Promise<Rendered> => {
    const { locale } = options;
    await initI18n(locale);
    addNamespace('learning', MESSAGES);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    mounted.push({ root, container });
    const navigations: Rendered['navigations'] = [];
    let current = options.path ?? '/quiz';
    const locationOf = (path: string): RemoteProps['location'] => {
      const url = new URL(path, 'http://quiz.test');
      return { pathname: `/${locale}${url.pathname}`, search: url.search, hash: url.hash };
    };
    const render = () => {
      const props: RemoteProps = {
        basename: `/${locale}`,
        locale,
        location: locationOf(current),
        navigate: (to, navigateOptions) => {
          navigations.push({ to, ...navigateOptions });
          const under = to.startsWith(`/${locale}/`) ? to.slice(locale.length + 1) : to;
          // Only the quiz's own addresses stay on this page (others belong to other pages).
          if (under.startsWith('/quiz')) {
            current = under;
            render();
          }
        },
        bus,
        api: options.api,
        session: useSessionStore,
      };
      const tree = (
        <RemoteFrame name="mfe_learning" props={props}>
          {ui}
        </RemoteFrame>
      );
      root.render(options.strict === false ? tree : <StrictMode>{tree}</StrictMode>);
    };
    render();
    return { container, navigations, path: () => current, unmount: () => root.unmount() };
  };
}

// ---------------------------------------------------------------------------------------------------
// The real API

export interface QuizApi {
  baseUrl: string;
  /** A fresh student: their token and an API client (through jsdom's fetch stand-in). */
  student(): Promise<{ token: string; api: ApiClient }>;
  /** A JSON call as the student, outside the page (seeding, checking what was saved). */
  call<T = unknown>(
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
}

/** Call at the top of a test file: one real API for the file. */
export function quizApiForFile(): () => QuizApi {
  return realApiForFile('nibras-quiz-ui-', (started): QuizApi => {
    const { baseUrl } = started;
    const call: QuizApi['call'] = async (token, method, path, body) =>
      (await started.send(token, method, path, body)) as { status: number; body: never };
    return {
      baseUrl,
      call,
      async student() {
        const { accessToken } = await started.signUp();
        const api = createApiClient({
          baseUrl,
          getToken: () => accessToken,
          onUnauthorized: () => undefined,
          fetch: nodeFetch(),
        });
        return { token: accessToken, api };
      },
    };
  });
}

/** Waits until `check` holds (polling), for conditions outside the DOM. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
