// Shared by the learning pages' tests (never imported by app code).
//
// - The REAL API (shared-ui's `realApiForFile`: api/src/index.ts as a child process over a fresh
//   embedded store in a temporary folder, with the course files of api/content/courses), with
//   students signed up and onboarded through it, and the calls a test makes to set a student up
//   (enrol, read a lesson, start a conversation).
// - `pageRenderer`: the remote's real lifecycles (renderRemote) at a path with the student signed
//   in, its API calls sent to the real API (or nowhere, after `unreachable(true)`), each recorded.
// - `frameRenderer`: one component inside the providers a remote has (RemoteFrame), for the parts
//   tested alone.
// - `stubIntersectionObserver`: jsdom has no IntersectionObserver; the stub lets a test say when the
//   end of a lesson comes into view.
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
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
  type User,
} from '@nibras/shared-ui';
import {
  messageAt,
  nodeFetch,
  patchComputedStyle,
  quietLayoutWarnings,
  realApiForFile,
  renderRemoteInEachTest,
  UNUSED_API_URL,
  type Gate,
  type RenderRemoteOptions,
} from '@nibras/shared-ui/testing';
import { lifecycles } from '../lifecycles';
import { ar, en } from '../locales/index';

export const MESSAGES = { en, ar } as Record<Locale, Record<string, unknown>>;
/** A `learning` namespace text (`courses.catalogue.title`) in a language. */
export const msg = (locale: Locale, key: string): string => messageAt(MESSAGES, locale, key);

/** The digits of a language (`12`, `١٢`). */
export const digits = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', { useGrouping: false }).format(value);

/** A counted text as i18next picks it (`_zero` for 0, else the language's plural form), `{{…}}` filled. */
export function plural(
  locale: Locale,
  key: string,
  count: number,
  values: Record<string, string> = {},
): string {
  const form = count === 0 ? 'zero' : new Intl.PluralRules(locale).select(count);
  const filled: Record<string, string> = { n: digits(count, locale), ...values };
  return msg(locale, `${key}_${form}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => filled[name] ?? '');
}

// ---------------------------------------------------------------------------------------------------
// The real API

export interface Student {
  token: string;
  user: User;
}

export type Level = { grade: 10 | 11 | 12 } | { universityYear: number } | 'none';

export interface LearningApi {
  baseUrl: string;
  /** A fresh student, onboarded at a school grade (default 10), at university, or not at all. */
  student(level?: Level): Promise<Student>;
  /** One JSON call as the student; answers the JSON (or undefined for 204); throws on >= 300. */
  call(token: string, method: string, path: string, body?: unknown): Promise<unknown>;
  enrol(token: string, courseId: string): Promise<void>;
  read(token: string, lessonId: string): Promise<void>;
  /** A conversation with one question answered by the API's tutor; answers its id. */
  conversation(token: string, question: string): Promise<string>;
  /**
   * Takes the lesson's check (POST /quizzes, source `lesson-check`) and answers every question
   * right (from the course file), then submits: the check is passed.
   */
  passLessonCheck(token: string, lessonId: string): Promise<void>;
  /** An API client for the student (component tests). */
  client(token: string, options?: { gate?: Gate }): ApiClient;
}

/** Call at the top of a test file: one real API for the file. */
export function learningApiForFile(): () => LearningApi {
  return realApiForFile('nibras-learning-ui-', (started): LearningApi => {
    const { baseUrl } = started;
    const plain = nodeFetch();
    const call = started.request;
    const api: LearningApi = {
      baseUrl,
      async student(level = { grade: 10 }) {
        const { user, accessToken } = await started.signUp();
        if (level === 'none') return { token: accessToken, user };
        const answers =
          'grade' in level
            ? { educationLevel: 'school', grade: level.grade, voice: 'female', ttsSpeed: 1 }
            : {
                educationLevel: 'university',
                universityYear: level.universityYear,
                voice: 'female',
                ttsSpeed: 1,
              };
        await call(accessToken, 'PUT', '/onboarding', answers);
        const me = (await call(accessToken, 'GET', '/me')) as { user?: User } & User;
        return { token: accessToken, user: me.user ?? me };
      },
      call,
      async enrol(token, courseId) {
        await call(token, 'POST', `/courses/${encodeURIComponent(courseId)}/enrol`);
      },
      async read(token, lessonId) {
        await call(token, 'POST', `/lessons/${encodeURIComponent(lessonId)}/read`);
      },
      async conversation(token, question) {
        const { _id } = (await call(token, 'POST', '/conversations')) as { _id: string };
        const form = new FormData();
        form.append('message', question);
        const response = await plain(`${baseUrl}/ai-conversations/${_id}/messages`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          body: form,
        });
        // The answer may be a stream: read it to its end.
        await response.text();
        if (response.status >= 300) throw new Error(`sending failed: ${response.status}`);
        return _id;
      },
      async passLessonCheck(token, lessonId) {
        const { attempt } = (await call(token, 'POST', '/quizzes', {
          source: { kind: 'lesson-check', lessonId },
        })) as { attempt: { _id: string; questions: ShownQuestion[] } };
        const bank = bankOf(lessonId);
        for (const question of attempt.questions) {
          const answer = rightAnswer(question, bank);
          await call(token, 'PUT', `/quiz-attempts/${attempt._id}/answers/${question.id}`, { answer });
        }
        await call(token, 'POST', `/quiz-attempts/${attempt._id}/submit`);
      },
      client(token, options = {}) {
        return createApiClient({
          baseUrl,
          getToken: () => token,
          onUnauthorized: () => undefined,
          fetch: nodeFetch({ gate: options.gate }),
        });
      },
    };
    return api;
  });
}

// The right answer to a shown question of a lesson check, read off the lesson's bank in its course
// file (api/content/courses/<courseId>.json): options, items and the right column are shown in the
// attempt's own order, so an answer is the shown positions of the bank's right ones.

type Text = { en: string; ar: string };
interface BankQuestion {
  prompt: Text;
  type: string;
  options?: Text[];
  answer?: number | number[] | boolean;
  answers?: Text[];
  pairs?: { left: Text; right: Text }[];
  items?: Text[];
}
interface ShownQuestion {
  id: string;
  type: string;
  prompt: Text;
  options?: Text[];
  items?: Text[];
  left?: Text[];
  right?: Text[];
}

const LESSONS_DIR = path.resolve(__dirname, '../../../api/content/lessons');

function bankOf(lessonId: string): BankQuestion[] {
  const [courseId, id] = lessonId.split('.');
  // A written lesson's bank is in its own file (api/content/lessons/<courseId>/<lessonId>.json).
  const lesson = JSON.parse(fs.readFileSync(path.join(LESSONS_DIR, `${courseId}`, `${id}.json`), 'utf8')) as {
    questions?: BankQuestion[];
  };
  return lesson?.questions ?? [];
}

function rightAnswer(shown: ShownQuestion, bank: BankQuestion[]): unknown {
  const question = bank.find((q) => q.prompt.en === shown.prompt.en);
  if (!question) throw new Error(`no bank question "${shown.prompt.en}"`);
  const at = (list: Text[] | undefined, text: Text) => (list ?? []).findIndex((t) => t.en === text.en);
  switch (question.type) {
    case 'single':
      return at(shown.options, question.options![question.answer as number]!);
    case 'multiple':
      return (question.answer as number[]).map((i) => at(shown.options, question.options![i]!)).sort();
    case 'truefalse':
      return question.answer;
    case 'numeric':
      return String(question.answer);
    case 'short':
      return question.answers![0]!.en;
    case 'matching':
      return (shown.left ?? []).map((left) => {
        const pair = question.pairs!.find((p) => p.left.en === left.en)!;
        return at(shown.right, pair.right);
      });
    case 'ordering':
      return question.items!.map((item) => at(shown.items, item));
    default:
      throw new Error(`unknown question type ${question.type}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Rendering the remote against the real API

/**
 * Call once per file, at its top: renders the remote (its real lifecycles) at a path with the
 * student signed in; its requests go to the real API (or nowhere after `unreachable(true)`), wait
 * at `gate` while it is held, and are recorded in `calls` (`GET /courses?all=true`).
 */
export function pageRenderer(realApi: () => LearningApi) {
  const render = renderRemoteInEachTest(lifecycles);
  const calls: string[] = [];
  const bodies: unknown[] = [];
  let down = false;
  let gate: Gate | undefined;
  const target = () => (down ? UNUSED_API_URL : realApi().baseUrl);
  const realFetch = globalThis.fetch;
  patchComputedStyle();
  quietLayoutWarnings();
  beforeEach(() => {
    calls.length = 0;
    bodies.length = 0;
    down = false;
    gate = undefined;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      bodies.push(typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined);
      if (gate) await gate.pass();
      return nodeFetch({ target })(input, init);
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.body.innerHTML = '';
  });
  return {
    calls,
    /** The JSON bodies of the calls, in the same order. */
    bodies,
    unreachable(value: boolean) {
      down = value;
    },
    hold(next: Gate | undefined) {
      gate = next;
    },
    async render(student: Student, options: Omit<RenderRemoteOptions, 'signedIn'>) {
      useSessionStore.getState().login(student.user, student.token, { broadcast: false });
      return render({ ...options, signedIn: false });
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// One component in a remote's frame

export interface Framed {
  container: HTMLElement;
  navigations: Array<{ to: string; replace?: boolean }>;
  rerender(ui: ReactElement): void;
}

/** Call once per file: mounts `ui` inside RemoteFrame; unmounted after each test. */
export function frameRenderer() {
  afterAll(() => bus.close());
  patchComputedStyle();
  quietLayoutWarnings();
  const mounted: Array<{ root: Root; container: HTMLElement }> = [];
  afterEach(() => {
    for (const { root, container } of mounted.splice(0)) {
      root.unmount();
      container.remove();
    }
  });
  return async (
    ui: ReactElement,
    options: { locale: Locale; api?: ApiClient; path?: string },
  ): Promise<Framed> => {
    await initI18n(options.locale);
    addNamespace('learning', MESSAGES);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    mounted.push({ root, container });
    const navigations: Framed['navigations'] = [];
    const path = options.path ?? '/courses';
    const props: RemoteProps = {
      basename: `/${options.locale}`,
      locale: options.locale,
      location: {
        pathname: `/${options.locale}${path.split(/[?#]/)[0]}`,
        search: '',
        hash: '',
      },
      navigate: (to, navigateOptions) => navigations.push({ to, ...navigateOptions }),
      bus,
      api:
        options.api ??
        createApiClient({ baseUrl: UNUSED_API_URL, getToken: () => null, onUnauthorized: () => undefined }),
      session: useSessionStore,
    };
    const draw = (element: ReactElement) =>
      root.render(
        <RemoteFrame name="mfe_learning" props={props}>
          {element}
        </RemoteFrame>,
      );
    draw(ui);
    return { container, navigations, rerender: draw };
  };
}

// ---------------------------------------------------------------------------------------------------
// IntersectionObserver

export interface ObserverStub {
  /** The elements being watched now. */
  observed(): Element[];
  /** Says that `element` came into view (its observers are called). */
  show(element: Element): void;
}

/** Call at the top of a file: an IntersectionObserver the test drives. */
export function stubIntersectionObserver(): ObserverStub {
  const live = new Set<StubObserver>();
  class StubObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      this.targets.add(element);
      live.add(this);
    }
    unobserve(element: Element) {
      this.targets.delete(element);
    }
    disconnect() {
      this.targets.clear();
      live.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire(element: Element) {
      const entry = {
        isIntersecting: true,
        target: element,
        intersectionRatio: 1,
      } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  beforeEach(() => {
    live.clear();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = StubObserver;
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });
  return {
    observed: () => [...live].flatMap((o) => [...o.targets]),
    show(element) {
      for (const observer of [...live]) if (observer.targets.has(element)) observer.fire(element);
    },
  };
}
