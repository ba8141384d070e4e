// The navbar search in the signed-in navbar, against the real API (searchTestBackend.ts): the
// 400 ms debounce, the three groups of hits and where they lead, the keyboard, the recent searches,
// a stale answer, a failed search, and Arabic (right to left, normalized, plural forms).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, i18n, useSessionStore, type Locale } from '@nibras/shared-ui';
import { nodeFetch } from '@nibras/shared-ui/testing';
import { Layout } from './Layout';
import { SEARCH_DEBOUNCE_MS } from './SearchMenu';
import { patchGetComputedStyle, renderShell } from '../testing/renderShell';
import { searchBackend, type Seeded } from './searchTestBackend';

const backend = searchBackend();

let restore: () => void;
beforeAll(() => {
  restore = patchGetComputedStyle();
});
afterAll(() => {
  restore();
  bus.close();
});

/** Every request the page sends, as `METHOD /path?query`, and the signal it was given. */
let requests: { line: string; signal?: AbortSignal | null }[] = [];
const realFetch = globalThis.fetch;
const plainFetch = () => nodeFetch({ target: () => backend().baseUrl });
/** The page's fetch: records each request, then `through` sends it (the real one by default). */
function useFetch(through: typeof fetch = plainFetch()) {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push({ line: `${init?.method ?? 'GET'} ${url.pathname}${url.search}`, signal: init?.signal });
    return through(input, init);
  }) as typeof fetch;
}
beforeEach(() => {
  requests = [];
  useFetch();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  useSessionStore.getState().logout('remote-tab');
});
const searches = () => requests.filter((r) => r.line.startsWith('GET /search?'));

async function openSearch(
  locale: Locale = 'en',
  student?: Seeded,
): Promise<Seeded & Awaited<ReturnType<typeof renderShell>>> {
  const seeded = student ?? (await backend().student(locale));
  useSessionStore.getState().login(seeded.user, seeded.token, { broadcast: false });
  const shell = await renderShell(
    <Layout locale={locale} path="/home">
      <p>content</p>
    </Layout>,
    { path: '/home', locale },
  );
  fireEvent.click(await screen.findByRole('button', { name: locale === 'en' ? 'Search' : 'بحث' }));
  await screen.findByRole('combobox');
  return { ...seeded, ...shell };
}
const input = () => screen.getByRole<HTMLInputElement>('combobox');
const options = () => screen.queryAllByRole('option');
/** The hits of the student's own content (materials, conversations, saved), before the lessons group. */
const mine = () => options().filter((o) => o.dataset.group !== 'lessons');
const lessonHits = () => options().filter((o) => o.dataset.group === 'lessons');
const status = () => screen.getByTestId('search-status').textContent;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const key = (k: string) => fireEvent.keyDown(input(), { key: k });
/** The groups of the listbox, by the heading each is labelled by. */
const groupLabels = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('group')
    .map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent);
/** The student's `n` hits are shown (and the lessons group, whatever it holds, after them). */
const hitsShown = (n: number) => waitFor(() => expect(mine()).toHaveLength(n));

it('asks nothing before typing has paused for 400 ms, then asks once', async () => {
  await openSearch();
  await waitFor(() => expect(requests.map((r) => r.line)).toContain('GET /search/recent'));
  jest.useFakeTimers();
  try {
    type('p');
    act(() => jest.advanceTimersByTime(200));
    type('photo');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(searches()).toHaveLength(0);
    // Skeleton rows while the student types.
    expect(screen.getByTestId('search-skeleton')).toBeTruthy();
    expect(input().getAttribute('aria-busy')).toBe('true');
    act(() => jest.advanceTimersByTime(1));
    expect(searches().map((r) => r.line)).toEqual(['GET /search?q=photo&limit=5']);
  } finally {
    jest.useRealTimers();
  }
  await hitsShown(3);
  expect(searches()).toHaveLength(1);
});

it('shows materials, conversations, saved content and then the course lessons in groups, and opens each where it belongs', async () => {
  const { ids, location, token } = await openSearch();
  type('photosynthesis');
  await hitsShown(3);
  // The course lessons come last: Biology 1's lesson "Photosynthesis" among them.
  expect(groupLabels()).toEqual(['Materials', 'Conversations', 'Saved content', 'Lessons']);
  const [material, conversation, saved] = mine();
  expect(lessonHits().map((o) => o.textContent)).toContainEqual(expect.stringContaining('Photosynthesis'));
  expect(material!.textContent).toContain('Biology notes.txt');
  expect(material!.textContent).toContain('page 1');
  // The snippet, with the matched word marked.
  expect([...material!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Photosynthesis']);
  expect(conversation!.textContent).toContain('Photosynthesis questions');
  expect(saved!.textContent).toContain('Photosynthesis summary');
  expect(status()).toBe(`${3 + lessonHits().length} results`);

  fireEvent.click(material!);
  expect(location()).toBe(`/en/ai-engine?file=${ids.file}&page=1`);
  // Opening a hit keeps the query among the recent searches.
  await waitFor(async () => expect(await backend().recent(token)).toEqual(['photosynthesis']));

  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  fireEvent.click((await screen.findAllByRole('option'))[1]!);
  expect(location()).toBe(`/en/ai-engine/conversation/${ids.conversation}`);
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  fireEvent.click((await screen.findAllByRole('option'))[2]!);
  expect(location()).toBe('/en/saved');
  // A lesson opens its page (at the section that matched, when one did).
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await hitsShown(3);
  const lesson = lessonHits().find((o) => o.textContent?.startsWith('Photosynthesis'))!;
  fireEvent.click(lesson);
  expect(location()).toBe('/en/courses/y1-biology-1/lessons/u8-l2');
});

it('moves through every hit with the arrow keys, opens one with Enter, closes with Escape', async () => {
  const { ids, location } = await openSearch();
  type('photosynthesis');
  await hitsShown(3);
  const active = () => input().getAttribute('aria-activedescendant');
  const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
  expect(active()).toBeNull();
  expect(input().getAttribute('aria-expanded')).toBe('true');
  key('ArrowDown');
  expect(active()).toBe(options()[0]!.id);
  key('ArrowDown');
  key('ArrowDown');
  // Across the groups (the lessons last), then round to the first.
  expect(selected()).toBe(2);
  expect(options()[2]!.dataset.group).toBe('saved');
  const last = options().length - 1;
  for (let i = 2; i < last; i += 1) key('ArrowDown');
  expect(options()[last]!.dataset.group).toBe('lessons');
  key('ArrowDown');
  expect(selected()).toBe(0);
  key('ArrowUp');
  expect(selected()).toBe(last);
  key('ArrowUp');
  expect(selected()).toBe(last - 1);
  expect(active()).toBe(options()[last - 1]!.id);

  // Escape closes and gives the focus back to the navbar's button.
  key('Escape');
  const button = screen.getByRole('button', { name: 'Search' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);

  fireEvent.click(button);
  await hitsShown(3);
  key('ArrowDown');
  key('ArrowDown');
  key('Enter');
  expect(location()).toBe(`/en/ai-engine/conversation/${ids.conversation}`);
});

it('shows, runs again, records and clears the recent searches', async () => {
  const student = await backend().student('en');
  await backend().record(student.token, 'chlorophyll');
  await backend().record(student.token, 'photosynthesis');
  const { token } = await openSearch('en', student);
  // The list is loaded when the menu opens with nothing typed.
  await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['photosynthesis', 'chlorophyll']));
  expect(requests.filter((r) => r.line === 'GET /search/recent')).toHaveLength(1);

  // A recent search clicked fills the box and is searched at once.
  fireEvent.click(options()[0]!);
  expect(input().value).toBe('photosynthesis');
  expect(searches().map((r) => r.line)).toEqual(['GET /search?q=photosynthesis&limit=5']);
  await hitsShown(3);

  // Enter keeps the query typed (and searches it without waiting).
  type('chloroplast');
  key('Enter');
  expect(searches()).toHaveLength(2);
  await waitFor(async () =>
    expect(await backend().recent(token)).toEqual(['chloroplast', 'photosynthesis', 'chlorophyll']),
  );

  // With the box emptied, the list (newest first); the keyboard runs one again.
  type('');
  await waitFor(() =>
    expect(options().map((o) => o.textContent)).toEqual(['chloroplast', 'photosynthesis', 'chlorophyll']),
  );
  key('ArrowDown');
  key('ArrowDown');
  key('Enter');
  expect(input().value).toBe('photosynthesis');
  await hitsShown(3);

  // Clear forgets them all.
  type('');
  fireEvent.click(await screen.findByRole('button', { name: 'Clear recent searches' }));
  await screen.findByText('No recent searches yet.');
  expect(requests.map((r) => r.line)).toContain('DELETE /search/recent');
  expect(await backend().recent(token)).toEqual([]);
});

it('ignores an answer to a query that is no longer the one typed', async () => {
  // The network lets the first search's answer arrive late, whatever the abort says.
  let release!: () => void;
  const late = new Promise<void>((resolve) => (release = resolve));
  /** The late answer's body, once the page reads it. */
  let lateBody: Promise<unknown> | undefined;
  const plain = plainFetch();
  let first = true;
  useFetch(async (input, init) => {
    if (String(input).includes('/search?') && first) {
      first = false;
      const answer = await plain(input, { ...init, signal: undefined });
      await late;
      const read = <T,>(body: Promise<T>) => (lateBody = body);
      return { ...answer, text: () => read(answer.text()), json: () => read(answer.json()) } as Response;
    }
    return plain(input, init);
  });
  await openSearch();
  type('photosynthesis');
  await waitFor(() => expect(searches()).toHaveLength(1));
  type('zzzqx');
  await waitFor(() => expect(screen.getByTestId('search-no-results')).toBeTruthy());
  // The first request was aborted when the query changed...
  expect(searches()[0]!.signal?.aborted).toBe(true);
  // ...and its answer, arriving now, is not shown.
  release();
  // The page reads it; once that and all that follows from it has run (a macrotask comes after every
  // promise callback), the list is still the second query's.
  await waitFor(() => expect(lateBody).toBeDefined());
  await act(async () => {
    await lateBody;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(options()).toHaveLength(0);
  expect(screen.getByText('No results for “zzzqx”.')).toBeTruthy();
  expect(status()).toBe('No results');
});

it('says when nothing matches, and when the search fails', async () => {
  await openSearch();
  type('zzzqx');
  await waitFor(() => expect(screen.getByTestId('search-no-results')).toBeTruthy());
  expect(screen.getByTestId('search-no-results').textContent).toContain(
    'Search looks through the course lessons, the text of your files, your conversations and your saved content.',
  );

  const plain = plainFetch();
  useFetch(async (input, init) => {
    if (String(input).includes('/search?')) throw new TypeError('fetch failed');
    return plain(input, init);
  });
  type('photosynthesis');
  const error = await screen.findByTestId('search-error');
  expect(error.textContent).toContain('Search is not available right now.');
  expect(status()).toBe('Search is not available right now.');
  useFetch();
  fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
  await hitsShown(3);
});

it('works in Arabic, right to left, with Arabic normalized and plural forms', async () => {
  const { ids, location } = await openSearch('ar');
  const panel = screen.getByTestId('search-panel');
  expect(panel.getAttribute('dir')).toBe('rtl');
  expect(input().getAttribute('placeholder')).toBe('ابحث في الدروس وفي ملفاتك ومحادثاتك والمحتوى المحفوظ');
  // Written with diacritics.
  type('الضَّوئيّ');
  await hitsShown(3);
  expect(groupLabels()).toEqual(['المواد الدراسية', 'المحادثات', 'المحتوى المحفوظ', 'الدروس']);
  expect(lessonHits().map((o) => o.textContent)).toContainEqual(expect.stringContaining('البناء الضوئي'));
  expect(options()[0]!.textContent).toContain('الصفحة 1');
  expect(options()[0]!.querySelector('mark')?.textContent).toBe('الضوئي');
  key('ArrowDown');
  key('Enter');
  expect(location()).toBe(`/ar/ai-engine?file=${ids.file}&page=1`);

  // Every Arabic plural form of the count.
  const count = (n: number) => i18n.t('shell:search.resultCount', { count: n, lng: 'ar' });
  expect([0, 1, 2, 3, 10, 11, 99, 100].map(count)).toEqual([
    'لا توجد نتائج',
    'نتيجة واحدة',
    'نتيجتان',
    '3 نتائج',
    '10 نتائج',
    '11 نتيجة',
    '99 نتيجة',
    '100 نتيجة',
  ]);
  const countEn = (n: number) => i18n.t('shell:search.resultCount', { count: n, lng: 'en' });
  expect([0, 1, 2, 5].map(countEn)).toEqual(['No results', '1 result', '2 results', '5 results']);
});
