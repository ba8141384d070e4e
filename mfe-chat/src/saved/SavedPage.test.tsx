import { fireEvent, waitFor, within } from '@testing-library/dom';
import type { ApiClient, Locale } from '@nibras/shared-ui';
import { createSaved, listSaved, type NewSavedContent, type SavedContent } from './api';
import { SavedCard, previewOf, PREVIEW_CHARS } from './SavedCard';
import { SavedPage, SAVED_PAGE_SIZE } from './SavedPage';
import { captureToasts, createGate, type Gate } from '@nibras/shared-ui/testing';
import { msg, realApiForFile, remoteRenderer } from './test-api';

const realApi = realApiForFile();
const render = remoteRenderer();
const toasts = captureToasts();

const UNREACHABLE = 'http://127.0.0.1:9';

/** A fresh student with these items saved (oldest first) through the API. */
async function student(
  items: Partial<NewSavedContent>[] = [],
  options: { gate?: Gate; baseUrl?: () => string } = {},
) {
  const token = await realApi().signUp();
  const direct = realApi().client(token);
  for (const [i, item] of items.entries()) {
    await createSaved(direct, {
      title: `Item ${i}`,
      tag: 'General',
      color: '#FFFFFF',
      content: `Content ${i}`,
      ...item,
    });
  }
  return { api: realApi().client(token, options), direct };
}

async function renderPage(locale: Locale, api: ApiClient) {
  const rendered = await render(<SavedPage />, { locale, api });
  const page = await within(rendered.container).findByTestId('page-chat-saved');
  return { ...rendered, page };
}

const cards = (page: HTMLElement) => within(page).queryAllByTestId('saved-card');
const titles = (page: HTMLElement) =>
  cards(page).map((c) => within(c).getByTestId('saved-card-title').textContent);
const tagSelect = (page: HTMLElement) => within(page).getByTestId<HTMLSelectElement>('saved-filter-tag');
const colorFilter = (page: HTMLElement, color: string) =>
  within(page).getByTestId('saved-filter-color').querySelector<HTMLInputElement>(`input[value="${color}"]`)!;

const THREE: Partial<NewSavedContent>[] = [
  { title: 'Cells', tag: 'Biology', color: '#D2E4E2', content: 'Cells are the units of life.' },
  { title: 'المعادلات', tag: 'رياضيات', color: '#FFD5EA', content: 'حل المعادلة $x + 2 = 5$.' },
  { title: 'Enzymes', tag: 'Biology', color: '#FFD5EA', content: 'Enzymes speed up reactions.' },
];

describe('/saved', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, shows the saved content as coloured cards, newest first',
    async (locale) => {
      const { api } = await student(THREE);
      const { page } = await renderPage(locale, api);
      await waitFor(() => expect(cards(page)).toHaveLength(3));
      expect(page.querySelector('h1')?.textContent).toBe(msg(locale, 'saved.title'));
      expect(titles(page)).toEqual(['Enzymes', 'المعادلات', 'Cells']);
      expect(cards(page).map((c) => c.getAttribute('data-color'))).toEqual(['#FFD5EA', '#FFD5EA', '#D2E4E2']);
      expect(cards(page)[0]?.style.getPropertyValue('--saved-card-bg')).toBe('#FFD5EA');
      const first = cards(page)[2]!;
      expect(within(first).getByTestId('saved-card-tag').textContent).toBe(
        `${msg(locale, 'saved.card.tag')}: Biology`,
      );
      expect(within(first).getByTestId('saved-card-content').textContent).toBe(
        'Cells are the units of life.',
      );
      expect(within(first).getByTestId('saved-card-title').getAttribute('dir')).toBe('auto');
      // Saved from no conversation: nothing to open.
      expect(within(first).queryByTestId('saved-card-open')).toBeNull();
      // Each action is named after the item.
      expect(within(first).getByTestId('saved-card-edit').getAttribute('aria-label')).toBe(
        msg(locale, 'saved.card.editLabel').replace('{{title}}', 'Cells'),
      );
      // The tag filter lists the student's tags.
      expect([...tagSelect(page).options].map((o) => o.value)).toEqual(['', 'Biology', 'رياضيات']);
      expect(tagSelect(page).options[0]?.textContent).toBe(msg(locale, 'saved.filters.allTags'));
      expect(within(page).queryByTestId('saved-empty')).toBeNull();
    },
  );

  it('opens the conversation a saved reply came from, at its message', async () => {
    const token = await realApi().signUp();
    const api = realApi().client(token);
    const reply = await realApi().reply(token, 'Explain the water cycle');
    await createSaved(api, {
      title: 'Water cycle',
      tag: 'Geography',
      color: '#D2E4E2',
      content: reply.content,
      conversationId: reply.conversationId,
      messageId: reply.messageId,
    });
    const { page, navigations } = await renderPage('ar', api);
    await waitFor(() => expect(cards(page)).toHaveLength(1));
    const link = within(cards(page)[0]!).getByTestId('saved-card-open');
    const path = `/ar/ai-engine/conversation/${reply.conversationId}?message=${reply.messageId}`;
    expect(link.getAttribute('href')).toBe(path);
    fireEvent.click(link);
    expect(navigations).toEqual([{ to: path }]);
  });

  it('filters by tag, by colour and by both; nothing matching has its own empty state', async () => {
    const { api } = await student(THREE);
    const { page } = await renderPage('en', api);
    await waitFor(() => expect(cards(page)).toHaveLength(3));

    fireEvent.change(tagSelect(page), { target: { value: 'Biology' } });
    await waitFor(() => expect(titles(page)).toEqual(['Enzymes', 'Cells']));

    fireEvent.click(colorFilter(page, '#FFD5EA'));
    await waitFor(() => expect(titles(page)).toEqual(['Enzymes']));
    expect(colorFilter(page, '#FFD5EA').checked).toBe(true);

    fireEvent.click(colorFilter(page, '#FEE7A6'));
    const none = await within(page).findByTestId('saved-empty-filtered');
    expect(none.textContent).toContain('Nothing matches these filters');
    expect(within(page).queryByTestId('saved-empty')).toBeNull();

    fireEvent.click(within(none).getByTestId('saved-clear-filters-empty'));
    await waitFor(() => expect(titles(page)).toEqual(['Enzymes', 'المعادلات', 'Cells']));
    expect(tagSelect(page).value).toBe('');
    expect(colorFilter(page, '').checked).toBe(true);

    fireEvent.click(colorFilter(page, '#FFD5EA'));
    await waitFor(() => expect(titles(page)).toEqual(['Enzymes', 'المعادلات']));
    fireEvent.click(within(page).getByTestId('saved-clear-filters'));
    await waitFor(() => expect(cards(page)).toHaveLength(3));
  });

  it.each(['en', 'ar'] as const)(
    'in %s, edits an item in the Save dialog: "Content updated"',
    async (locale) => {
      const { api, direct } = await student(THREE);
      const { page } = await renderPage(locale, api);
      await waitFor(() => expect(cards(page)).toHaveLength(3));
      fireEvent.click(within(cards(page)[2]!).getByTestId('saved-card-edit'));

      const form = await within(document.body).findByTestId('save-dialog');
      expect(within(document.body).getByText(msg(locale, 'saved.form.editTitle'))).toBeTruthy();
      const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      await waitFor(() => expect(input('title').value).toBe('Cells'));
      expect(input('tag').value).toBe('Biology');
      expect(form.querySelector<HTMLInputElement>('input[name="color"]:checked')?.value).toBe('#D2E4E2');
      fireEvent.change(input('title'), { target: { value: 'Cells and tissues' } });
      fireEvent.change(input('tag'), { target: { value: 'Science' } });
      fireEvent.click(form.querySelector('input[value="#FEE7A6"]')!);
      fireEvent.click(within(document.body).getByTestId('save-dialog-submit'));

      await waitFor(() =>
        expect(toasts.at(-1)).toEqual({
          kind: 'success',
          text: locale === 'en' ? 'Content updated' : 'تم تحديث المحتوى',
        }),
      );
      await waitFor(() => expect(titles(page)).toEqual(['Enzymes', 'المعادلات', 'Cells and tissues']));
      expect(cards(page)[2]?.getAttribute('data-color')).toBe('#FEE7A6');
      await waitFor(() =>
        expect([...tagSelect(page).options].map((o) => o.value)).toEqual([
          '',
          'Biology',
          'Science',
          'رياضيات',
        ]),
      );
      const stored = (await listSaved(direct)).savedContents.find((s) => s.title === 'Cells and tissues');
      expect(stored).toMatchObject({
        tag: 'Science',
        color: '#FEE7A6',
        content: 'Cells are the units of life.',
      });
    },
  );

  it('an edit that leaves the current filter takes the card off the filtered list', async () => {
    const { api } = await student(THREE);
    const { page } = await renderPage('en', api);
    await waitFor(() => expect(cards(page)).toHaveLength(3));
    fireEvent.change(tagSelect(page), { target: { value: 'Biology' } });
    await waitFor(() => expect(titles(page)).toEqual(['Enzymes', 'Cells']));
    fireEvent.click(within(cards(page)[0]!).getByTestId('saved-card-edit'));
    const form = await within(document.body).findByTestId('save-dialog');
    const tag = form.querySelector<HTMLInputElement>('[name="tag"]')!;
    await waitFor(() => expect(tag.value).toBe('Biology'));
    fireEvent.change(tag, { target: { value: 'Chemistry' } });
    fireEvent.click(within(document.body).getByTestId('save-dialog-submit'));
    await waitFor(() => expect(titles(page)).toEqual(['Cells']));
  });

  it.each(['en', 'ar'] as const)('in %s, deletes after confirming: "Content deleted"', async (locale) => {
    const { api, direct } = await student(THREE);
    const { page } = await renderPage(locale, api);
    await waitFor(() => expect(cards(page)).toHaveLength(3));

    // Cancelling keeps it.
    fireEvent.click(within(cards(page)[1]!).getByTestId('saved-card-delete'));
    const body = await within(document.body).findByTestId('saved-delete-body');
    expect(body.textContent).toContain('المعادلات');
    fireEvent.click(within(document.body).getByTestId('saved-delete-cancel'));
    // The dialog closes (and leaves the page: ConfirmDialog destroys it once hidden).
    await waitFor(() => expect(within(document.body).queryByTestId('saved-delete-body')).toBeNull());
    expect(cards(page)).toHaveLength(3);

    fireEvent.click(within(cards(page)[1]!).getByTestId('saved-card-delete'));
    fireEvent.click(await within(document.body).findByTestId('saved-delete-confirm'));
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        kind: 'success',
        text: locale === 'en' ? 'Content deleted' : 'تم حذف المحتوى',
      }),
    );
    await waitFor(() => expect(titles(page)).toEqual(['Enzymes', 'Cells']));
    await waitFor(() => expect([...tagSelect(page).options].map((o) => o.value)).toEqual(['', 'Biology']));
    expect((await listSaved(direct)).savedContents.map((s) => s.title)).toEqual(['Enzymes', 'Cells']);
  });

  it('deleting the last item shows the empty state that teaches', async () => {
    const { api } = await student([{ title: 'Only one' }]);
    const { page } = await renderPage('en', api);
    await waitFor(() => expect(cards(page)).toHaveLength(1));
    fireEvent.click(within(cards(page)[0]!).getByTestId('saved-card-delete'));
    fireEvent.click(await within(document.body).findByTestId('saved-delete-confirm'));
    await within(page).findByTestId('saved-empty');
    expect(within(page).queryByTestId('saved-filter-tag')).toBeNull();
  });

  it.each(['en', 'ar'] as const)(
    'in %s, with nothing saved, teaches how to save a reply and leads to the AI tutor',
    async (locale) => {
      const { api } = await student();
      const { page, navigations } = await renderPage(locale, api);
      const empty = await within(page).findByTestId('saved-empty');
      expect(within(empty).getByRole('heading', { level: 2 }).textContent).toBe(
        msg(locale, 'saved.empty.title'),
      );
      expect([...empty.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(
        ['ask', 'save', 'organize'].map((step) => msg(locale, `saved.empty.steps.${step}`)),
      );
      // No filters for an empty list.
      expect(within(page).queryByTestId('saved-filter-tag')).toBeNull();
      expect(within(page).queryByTestId('saved-filter-color')).toBeNull();
      const button = within(empty).getByTestId('saved-ask-tutor');
      expect(button.textContent).toBe(msg(locale, 'saved.empty.action'));
      fireEvent.click(button);
      expect(navigations).toEqual([{ to: `/${locale}/ai-engine` }]);
    },
  );

  it('shows skeleton cards while it loads', async () => {
    const gate = createGate();
    gate.hold();
    const { api } = await student(THREE, { gate });
    const { page } = await renderPage('en', api);
    const loading = within(page).getByTestId('saved-loading');
    expect(within(loading).getByRole('status').textContent).toBe(msg('en', 'saved.loading'));
    expect(loading.querySelectorAll('.saved-card--skeleton')).toHaveLength(6);
    expect(cards(page)).toHaveLength(0);
    gate.release();
    await waitFor(() => expect(cards(page)).toHaveLength(3));
    expect(within(page).queryByTestId('saved-loading')).toBeNull();
  });

  it.each(['en', 'ar'] as const)(
    'in %s, says when the list cannot be loaded, and retries',
    async (locale) => {
      let baseUrl = UNREACHABLE;
      const { api } = await student(THREE, { baseUrl: () => baseUrl });
      const { page } = await renderPage(locale, api);
      const error = await within(page).findByTestId('saved-error');
      expect(error.getAttribute('role')).toBe('alert');
      expect(within(error).getByRole('heading').textContent).toBe(msg(locale, 'saved.error.title'));
      expect(cards(page)).toHaveLength(0);

      baseUrl = realApi().baseUrl;
      fireEvent.click(within(error).getByTestId('saved-retry'));
      await waitFor(() => expect(cards(page)).toHaveLength(3));
      expect(within(page).queryByTestId('saved-error')).toBeNull();
    },
  );

  it('shows older items on demand (cursor paging)', async () => {
    const items = Array.from({ length: SAVED_PAGE_SIZE + 2 }, (_, i) => ({ title: `n${i}` }));
    const { api } = await student(items);
    const { page } = await renderPage('en', api);
    await waitFor(() => expect(cards(page)).toHaveLength(SAVED_PAGE_SIZE));
    expect(titles(page)[0]).toBe(`n${SAVED_PAGE_SIZE + 1}`);
    fireEvent.click(within(page).getByTestId('saved-load-more'));
    await waitFor(() => expect(cards(page)).toHaveLength(SAVED_PAGE_SIZE + 2));
    expect(titles(page).at(-1)).toBe('n0');
    expect(within(page).queryByTestId('saved-load-more')).toBeNull();
  });

  it('shows a short preview of long content, expandable to the whole text', async () => {
    const long = `${'Mitochondria make energy for the cell. '.repeat(12)}\nThe end.`;
    const { api } = await student([{ title: 'Long', content: long }]);
    const { page } = await renderPage('en', api);
    await waitFor(() => expect(cards(page)).toHaveLength(1));
    const card = cards(page)[0]!;
    const content = within(card).getByTestId('saved-card-content');
    const preview = previewOf(long.replace(/ \n/g, '\n')).text;
    expect(content.textContent).toBe(preview);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_CHARS + 1);
    expect(preview.endsWith('…')).toBe(true);
    expect(content.querySelector('.reply-markdown')).toBeNull();
    const toggle = within(card).getByTestId('saved-card-expand');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(content.id);
    fireEvent.click(toggle);
    await waitFor(() => expect(content.querySelector('.reply-markdown')).not.toBeNull());
    expect(content.textContent).toContain('The end.');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Show less');
    fireEvent.click(toggle);
    await waitFor(() => expect(content.textContent).toBe(preview));
  });

  it('shows the preview without Markdown marks and the whole reply rendered as in the chat', async () => {
    const reply = `## Newton's second law\n\nThe **net force** equals $$F = ma$$.\n\n${'- a point to remember\n'.repeat(8)}`;
    const { api } = await student([{ title: 'Newton', content: reply }]);
    const { page } = await renderPage('en', api);
    await waitFor(() => expect(cards(page)).toHaveLength(1));
    const content = within(cards(page)[0]!).getByTestId('saved-card-content');
    expect(content.textContent).toMatch(/^Newton's second law\n\nThe net force equals F = ma\./);
    expect(content.textContent).not.toMatch(/\*\*|##|\$\$/);
    fireEvent.click(within(cards(page)[0]!).getByTestId('saved-card-expand'));
    await waitFor(() => expect(content.querySelector('h2')?.textContent).toBe("Newton's second law"));
    expect(content.querySelector('strong')?.textContent).toBe('net force');
    expect(content.querySelector('.katex')).not.toBeNull();
    expect(content.querySelectorAll('li')).toHaveLength(8);
  });
});

describe('a saved card', () => {
  const ITEM: SavedContent = {
    _id: 's1',
    title: 'Newton',
    tag: 'Physics',
    color: '#D8CAE8',
    content: 'F = ma',
    conversationId: 'conv 1',
    messageId: 'm/2',
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
  };

  it.each(['en', 'ar'] as const)(
    'in %s, opens its conversation at its message through the router',
    async (locale) => {
      const { container, navigations } = await render(
        <SavedCard item={ITEM} onEdit={() => undefined} onDelete={() => undefined} />,
        { locale, api: realApi().client('unused') },
      );
      const link = await within(container).findByTestId('saved-card-open');
      expect(link.getAttribute('href')).toBe(`/${locale}/ai-engine/conversation/conv%201?message=m%2F2`);
      expect(link.textContent).toBe(msg(locale, 'saved.card.open'));
      fireEvent.click(link);
      expect(navigations).toEqual([{ to: `/${locale}/ai-engine/conversation/conv%201?message=m%2F2` }]);
    },
  );

  it('links to the conversation alone when no message was recorded', async () => {
    const { container } = await render(
      <SavedCard item={{ ...ITEM, messageId: null }} onEdit={() => undefined} onDelete={() => undefined} />,
      { locale: 'en', api: realApi().client('unused') },
    );
    const link = await within(container).findByTestId('saved-card-open');
    expect(link.getAttribute('href')).toBe('/en/ai-engine/conversation/conv%201');
  });

  it('cuts the preview at a word boundary and keeps short content whole', () => {
    expect(previewOf('short\ntext')).toEqual({ text: 'short\ntext', truncated: false });
    const lines = ['1', '2', '3', '4', '5', '6', '7'].join('\n');
    expect(previewOf(lines)).toEqual({ text: '1\n2\n3\n4\n5…', truncated: true });
    const words = 'word '.repeat(100).trim();
    const { text } = previewOf(words);
    expect(text.endsWith('word…')).toBe(true);
  });
});
