// A Word document or a presentation shown as the text the API read from it.
import { waitFor, within } from '@testing-library/dom';
import { createApiClient, type Locale } from '@nibras/shared-ui';
import { UNUSED_API_URL } from '@nibras/shared-ui/testing';
import { frameRenderer } from '../chat/test-helpers';
import { PagesViewer, type ReadPage } from './PagesViewer';
import type { PageRequest } from './PdfViewer';

const renderFramed = frameRenderer();
const api = createApiClient({
  baseUrl: UNUSED_API_URL,
  getToken: () => null,
  onUnauthorized: () => undefined,
});

const SLIDES: ReadPage[] = [
  { page: 1, text: 'Photosynthesis\nPlants make glucose from light.' },
  { page: 2, text: 'التمثيل الضوئي\n\nيحدث في البلاستيدات الخضراء.' },
  { page: 3, text: '' },
];

async function show(
  kind: 'document' | 'slides',
  pages: ReadPage[] | null,
  { locale = 'en', target = null }: { locale?: Locale; target?: PageRequest | null } = {},
) {
  const ui = (request: PageRequest | null) => (
    <PagesViewer kind={kind} name="Biology.pptx" pages={pages} target={request} />
  );
  const framed = await renderFramed(ui(target), { locale, api, path: '/ai-engine/conversation/c1' });
  const viewer = await within(framed.container).findByTestId('viewer-pages');
  return { ...framed, viewer, retarget: (request: PageRequest | null) => framed.rerender(ui(request)) };
}

describe('the pages viewer', () => {
  it.each([
    ['en', ['Slide 1', 'Slide 2', 'Slide 3'], 'Presentation: Biology.pptx', 'No text on this slide.'],
    ['ar', ['الشريحة ١', 'الشريحة ٢', 'الشريحة ٣'], 'عرض تقديمي: Biology.pptx', 'لا يوجد نص في هذه الشريحة.'],
  ] as const)(
    'in %s, shows each slide with its number, its text and its direction',
    async (locale, headings, label, empty) => {
      const { viewer } = await show('slides', SLIDES, { locale });
      expect(viewer.getAttribute('aria-label')).toBe(label);
      expect(viewer.getAttribute('aria-busy')).toBe('false');
      const sections = within(viewer).getAllByTestId('viewer-pages-page');
      expect(sections.map((section) => within(section).getByRole('heading').textContent)).toEqual(headings);
      // Paragraphs (blank-line separated) each in their own direction, lines kept.
      const second = sections[1]!.querySelectorAll('p');
      expect([...second].map((p) => [p.textContent, p.getAttribute('dir')])).toEqual([
        ['التمثيل الضوئي', 'auto'],
        ['يحدث في البلاستيدات الخضراء.', 'auto'],
      ]);
      expect(sections[0]!.querySelector('p')?.textContent).toBe(
        'Photosynthesis\nPlants make glucose from light.',
      );
      expect(sections[2]!.textContent).toContain(empty);
    },
  );

  it('names a Word document by pages, shows a skeleton while the text loads, and follows a citation', async () => {
    const loading = await show('document', null);
    expect(loading.viewer.getAttribute('aria-busy')).toBe('true');
    expect(within(loading.viewer).queryAllByTestId('viewer-pages-page')).toEqual([]);

    const { viewer, retarget } = await show('document', SLIDES);
    expect(
      within(viewer)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Page 1', 'Page 2', 'Page 3']);
    retarget({ page: 2, seq: 1 });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-page')).toBe('2'));
  });
});
