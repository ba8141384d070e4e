// Student accounts made through the real API, and sessions seeded into the browser the
// way the app stores them (localStorage `nibras.session`), so a test can start signed in.
import crypto from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { PORTS } from './env';

export const API_URL = `http://localhost:${PORTS.api}`;
/** The e2e API signs tokens with this secret (playwright.config.ts), so a test can forge an expired one. */
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz';
export const PASSWORD = 'Str0ng!pass';
/** Seeded by the API webServer command before the API starts. */
export const ADMIN = {
  email: 'admin@nibras.test',
  password: 'Adm1n!Pass',
  username: 'Nibras Admin',
} as const;

export interface StudentUser {
  _id: string;
  username: string;
  email: string;
  roles: string[];
  hasOnBoarded: boolean;
  [key: string]: unknown;
}

export interface Account {
  user: StudentUser;
  token: string;
  email: string;
  password: string;
}

let counter = 0;

/** A unique e-mail for this run, worker and call. */
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  return `${prefix}-${Date.now().toString(36)}-${worker}-${counter}@nibras.test`;
}

/**
 * Each account is made as if from its own client behind the proxy (the e2e API trusts
 * X-Forwarded-For), so the per-address sign-up limit (500 an hour) does not stop the suite;
 * the browser's own sign-ups still count against 127.0.0.1.
 */
function clientAddress(): string {
  const n = counter + Number(process.env.TEST_WORKER_INDEX ?? 0) * 10_000 + (Date.now() % 1000) * 20;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function call<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  apiUrl = API_URL,
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': clientAddress() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
}

export async function signUp(
  options: { username?: string; email?: string; apiUrl?: string } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const { status, data } = await call<{ user: StudentUser; accessToken: string }>(
    'POST',
    '/auth/sign-up',
    { username: options.username ?? 'Sara Alqahtani', email, password: PASSWORD },
    undefined,
    options.apiUrl,
  );
  if (status !== 201) throw new Error(`sign-up answered ${status}: ${JSON.stringify(data)}`);
  return { user: data.user, token: data.accessToken, email, password: PASSWORD };
}

export async function signIn(email: string, password: string): Promise<Account> {
  const { status, data } = await call<{ user: StudentUser; accessToken: string }>('POST', '/auth/sign-in', {
    email,
    password,
  });
  if (status !== 200) throw new Error(`sign-in answered ${status}: ${JSON.stringify(data)}`);
  return { user: data.user, token: data.accessToken, email, password };
}

export async function onboard(account: Account, apiUrl = API_URL): Promise<Account> {
  const { status, data } = await call<StudentUser>(
    'PUT',
    '/onboarding',
    { educationLevel: 'school', grade: 11, voice: 'female', ttsSpeed: 1 },
    account.token,
    apiUrl,
  );
  if (status !== 200) throw new Error(`onboarding answered ${status}: ${JSON.stringify(data)}`);
  return { ...account, user: data };
}

/** A new student, onboarded unless told otherwise. */
export async function newStudent(options: { onboarded?: boolean; username?: string } = {}): Promise<Account> {
  const account = await signUp({ username: options.username });
  return options.onboarded === false ? account : onboard(account);
}

/** Revokes the token on the server (POST /auth/sign-out). */
export async function revoke(token: string): Promise<number> {
  return (await call('POST', '/auth/sign-out', undefined, token)).status;
}

export async function me(token: string): Promise<number> {
  return (await call('GET', '/me', undefined, token)).status;
}

/** The same token with its expiry moved into the past, signed with the e2e secret. */
export function expiredCopy(token: string): string {
  const [, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, iat: now - 3600, exp: now - 60 })}`;
  return `${head}.${crypto.createHmac('sha256', E2E_JWT_SECRET).update(head).digest('base64url')}`;
}

export interface SeededSession {
  user: StudentUser | Record<string, unknown>;
  token: string;
}

/**
 * Stores the session before any page script runs, as the app persists it. It is written
 * once per tab (a sessionStorage mark), so a reload after logging out stays logged out.
 */
export async function seedSession(target: Page | BrowserContext, session: SeededSession): Promise<void> {
  await target.addInitScript((value) => {
    if (sessionStorage.getItem('nibras.e2e.seeded')) return;
    sessionStorage.setItem('nibras.e2e.seeded', '1');
    localStorage.setItem(
      'nibras.session',
      JSON.stringify({ state: { user: value.user, token: value.token, isAuthenticated: true }, version: 0 }),
    );
  }, session);
}

/** What the app has stored for the session in this page. */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; isAuthenticated: boolean } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('nibras.session');
    return raw
      ? (JSON.parse(raw) as { state: { token: string | null; isAuthenticated: boolean } }).state
      : null;
  });
}

/** PATCH /me (another device changing the profile): the API notifies "profile details updated". */
export async function patchMe(
  token: string,
  changes: Record<string, unknown>,
  apiUrl = API_URL,
): Promise<number> {
  return (await call('PATCH', '/me', changes, token, apiUrl)).status;
}

export interface NotificationPage {
  notifications: {
    _id: string;
    type: string;
    message: { en: string; ar: string };
    read: boolean;
    seen: boolean;
  }[];
  unseen: number;
  unread: number;
}

/** The student's first page of notifications, as the API has them. */
export async function listNotifications(token: string, apiUrl = API_URL): Promise<NotificationPage> {
  const { status, data } = await call<NotificationPage>(
    'GET',
    '/notifications/list',
    undefined,
    token,
    apiUrl,
  );
  if (status !== 200) throw new Error(`GET /notifications/list answered ${status}`);
  return data;
}
