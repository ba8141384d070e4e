// The Leaderboard card of /settings/learning-preferences against the REAL API: the choice saved
// with the form goes through the settings store and the settings sync (PUT /settings), and the
// board follows it (GET /leaderboard): anonymous, then off the board, then back with the name.
import { fireEvent, waitFor, within } from '@testing-library/dom';
import {
  createApiClient,
  startSettingsSync,
  useSessionStore,
  type Locale,
  type User,
} from '@nibras/shared-ui';
import { nodeFetch, realApiForFile } from '@nibras/shared-ui/testing';
import { settingsRemote } from '../test-helpers';

const realApi = realApiForFile('nibras-settings-ui-');
const render = settingsRemote();

interface Row {
  name: string | null;
  you: boolean;
  score: number;
}
interface Board {
  visibility: string;
  participants: number;
  top: Row[];
  me: Row | null;
}

async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await nodeFetch()(`${realApi().baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

interface Question {
  id: string;
  type: string;
  left?: unknown[];
  items?: unknown[];
}

/** An answer of the right form (right or not: any submitted quiz earns at least a point). */
function someAnswer(question: Question): unknown {
  switch (question.type) {
    case 'multiple':
      return [0];
    case 'truefalse':
      return true;
    case 'numeric':
      return '1';
    case 'short':
      return 'energy';
    case 'matching':
      return (question.left ?? []).map((_, i) => i);
    case 'ordering':
      return (question.items ?? []).map((_, i) => i);
    default:
      return 0;
  }
}

/** A grade-10 student with points: a lesson check taken and submitted (a submitted quiz earns points). */
async function studentWithPoints(username: string): Promise<{ token: string; user: User }> {
  const { accessToken: token } = await realApi().signUp();
  await call(token, 'PUT', '/onboarding', {
    educationLevel: 'school',
    grade: 10,
    voice: 'female',
    ttsSpeed: 1,
  });
  await call(token, 'PATCH', '/me', { username });
  await call(token, 'POST', '/courses/y1-physics-1/enrol');
  const { attempt } = (await call(token, 'POST', '/quizzes', {
    source: { kind: 'lesson-check', lessonId: 'y1-physics-1.u1-l1' },
  })) as { attempt: { _id: string; questions: Question[] } };
  for (const question of attempt.questions) {
    await call(token, 'PUT', `/quiz-attempts/${attempt._id}/answers/${question.id}`, {
      answer: someAnswer(question),
    });
  }
  await call(token, 'POST', `/quiz-attempts/${attempt._id}/submit`);
  const me = (await call(token, 'GET', '/me')) as { user?: User } & User;
  return { token, user: me.user ?? me };
}

const boardOf = (token: string) => call(token, 'GET', '/leaderboard') as Promise<Board>;
const radio = (root: HTMLElement, value: string) =>
  root.querySelector<HTMLInputElement>(`[data-field="leaderboard"] input[value="${value}"]`)!;

let stopSync: (() => void) | undefined;
afterEach(() => {
  stopSync?.();
  stopSync = undefined;
});

async function choose(page: HTMLElement, value: string) {
  fireEvent.click(radio(page, value));
  const save = within(page).getByTestId<HTMLButtonElement>('learning-save');
  await waitFor(() => expect(save.disabled).toBe(false));
  fireEvent.click(save);
  await waitFor(() => expect(save.disabled).toBe(true));
}

describe('/settings/learning-preferences, the leaderboard choice', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, is saved with PUT /settings and the board follows it',
    async (locale: Locale) => {
      const name = `Board Student ${locale}`;
      const student = await studentWithPoints(name);
      const viewer = await studentWithPoints(`Board Viewer ${locale}`);
      const before = await boardOf(viewer.token);
      expect(before.top.map((row) => row.name)).toContain(name);

      const { container } = await render(locale, '/settings/learning-preferences', student.user);
      // Signed in with the student's real token, and the sync the shell runs, against the real API.
      useSessionStore.getState().login(student.user, student.token, { broadcast: false });
      stopSync = startSettingsSync(
        createApiClient({
          baseUrl: realApi().baseUrl,
          getToken: () => useSessionStore.getState().token,
          onUnauthorized: () => undefined,
          fetch: nodeFetch(),
        }),
        { debounceMs: 0 },
      );
      const page = await within(container).findByTestId('page-settings-learning-preferences');
      expect(radio(page, 'visible').checked).toBe(true);

      await choose(page, 'anonymous');
      await waitFor(async () => expect((await boardOf(student.token)).visibility).toBe('anonymous'));
      const settings = (await call(student.token, 'GET', '/settings')) as {
        learningPreferences: { leaderboard: string };
      };
      expect(settings.learningPreferences.leaderboard).toBe('anonymous');
      const anonymous = await boardOf(viewer.token);
      expect(anonymous.top.map((row) => row.name)).not.toContain(name);
      expect(anonymous.participants).toBe(before.participants);
      expect((await boardOf(student.token)).me).toMatchObject({ name: null, you: true });

      await choose(page, 'hidden');
      await waitFor(async () => expect((await boardOf(student.token)).visibility).toBe('hidden'));
      const hidden = await boardOf(viewer.token);
      expect(hidden.participants).toBe(before.participants - 1);
      expect((await boardOf(student.token)).me).toBeNull();

      await choose(page, 'visible');
      await waitFor(async () => expect((await boardOf(student.token)).visibility).toBe('visible'));
      expect((await boardOf(viewer.token)).top.map((row) => row.name)).toContain(name);
    },
    60_000,
  );
});
