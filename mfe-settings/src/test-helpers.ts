// Shared by this remote's tests (never imported by app code): the real lifecycles mounted as
// the shell mounts them and a fake API behind fetch (toasts: `captureToasts` of @nibras/shared-ui/testing).
import { bus, useSessionStore, useSettingsStore, type Locale, type User } from '@nibras/shared-ui';
import { messageAt, patchComputedStyle, renderRemoteInEachTest } from '@nibras/shared-ui/testing';
import { lifecycles } from './lifecycles';
import en from './locales/en.json';
import ar from './locales/ar.json';

export const MESSAGES = { en, ar } as Record<Locale, Record<string, unknown>>;
export const msg = (locale: Locale, key: string): string => messageAt(MESSAGES, locale, key);

export const STUDENT: User = {
  _id: 'u1',
  username: 'Sara Abdullah Alqahtani',
  email: 'sara@example.com',
  phone: '+966501234567',
  roles: ['user'],
  hasOnBoarded: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  educationLevel: 'school',
  grade: 11,
  voice: 'female',
  ttsSpeed: 1,
};

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => { status: number; body?: unknown } | undefined;

/** A fake API behind global.fetch: records every call, answers from `handler` (404 otherwise). */
export function fakeApi(handler: Handler = () => undefined) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { method: init?.method ?? 'GET', path: url.pathname, body };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: { en: 'Not found', ar: 'غير موجود' } } };
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: { get: () => 'application/json' },
      json: async () => answer.body ?? null,
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** Call once per file, at its top: a render function; the student is signed in as STUDENT, settings reset. */
export function settingsRemote() {
  // The bus holds a BroadcastChannel open, which would keep jest from exiting.
  afterAll(() => bus.close());
  patchComputedStyle();
  beforeEach(() => {
    useSettingsStore.getState().reset({ broadcast: false });
  });
  const render = renderRemoteInEachTest(lifecycles);
  return async (locale: Locale, path: string, user: User = STUDENT) => {
    useSessionStore.getState().login(user, 'test-token', { broadcast: false });
    return render({ locale, path, signedIn: false });
  };
}
