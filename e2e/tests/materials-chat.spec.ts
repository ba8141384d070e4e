// A student's own PDF beside the tutor: uploaded through the API, read by the extraction pool
// (pdfjs, Arabic in logical order), opened with /ai-engine?file=, asked about, the answer cites the
// page it came from and the citation opens the viewer there; the navbar search finds the page by a
// word of it and opens it.
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/accounts';
import { makePdf } from '../support/pdf';
import { ChatPage } from '../pages/ChatPage';
import { ShellPage, type Locale } from '../pages/ShellPage';

// Three pages; the answer is on page 2. (No lam-alef in the Arabic: Chromium's PDFs carry that
// ligature without its letters, see docs/decisions.md.)
const FILE = {
  en: {
    name: 'Biology notes.pdf',
    pages: [
      'Unit one: living things.\n\nEvery living thing grows, reproduces and responds to its surroundings.',
      'Photosynthesis happens in the chloroplasts of plant cells.\n\nThe chlorophyll pigment absorbs light energy and the plant makes glucose from carbon dioxide and water, releasing oxygen.',
      'Unit three: ecosystems.\n\nFood chains show how energy passes from producers to consumers.',
    ],
    question: 'Where does photosynthesis happen in plant cells?',
    searchWord: 'chloroplasts',
  },
  ar: {
    name: 'ملخص الأحياء.pdf',
    pages: [
      'الوحدة الأولى: الكائنات الحية.\n\nينمو كل كائن حي ويتكاثر ويستجيب لما حوله.',
      'تحدث عملية البناء الضوئي في البلاستيدات الخضراء داخل الخلايا النباتية.\n\nتمتص صبغة الكلوروفيل الطاقة الضوئية فيصنع النبات الجلوكوز من ثاني أكسيد الكربون والماء ويطلق الأكسجين.',
      'الوحدة الثالثة: النظم البيئية.\n\nتبين السلاسل الغذائية كيف تنتقل الطاقة من المنتجات إلى المستهلكات.',
    ],
    question: 'أين تحدث عملية البناء الضوئي في الخلايا النباتية؟',
    // Written with a hamza and a diacritic the page does not have: the search folds both.
    searchWord: 'البلاستيدَات',
  },
} as const;

interface Node {
  _id: string;
  kind: string;
  status?: string;
  children: Node[];
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** A section with the locale's PDF in it, read and ready; returns the file's id. */
async function uploadReadyPdf(browser: Browser, token: string, locale: Locale): Promise<string> {
  const data = FILE[locale];
  const { node: section } = await api<{ node: Node }>(token, 'POST', '/files/sections', {
    name: locale === 'en' ? 'Biology' : 'الأحياء',
  });
  const pdf = await makePdf(browser, data.pages, locale === 'ar' ? 'rtl' : 'ltr');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), data.name);
  const uploaded = await fetch(`${API_URL}/files/${section._id}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { files } = (await uploaded.json()) as { files: Node[] };
  const fileId = files[0]!._id;
  await expect
    .poll(
      async () => {
        const { tree } = await api<{ tree: Node[] }>(token, 'GET', '/files');
        return tree.flatMap((s) => s.children).find((n) => n._id === fileId)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  return fileId;
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`a PDF beside the tutor (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('open the file in chat, ask, follow the citation to its page', async ({
      page,
      browser,
      student,
    }) => {
      const data = FILE[locale];
      const fileId = await uploadReadyPdf(browser, student!.token, locale);
      const chat = new ChatPage(page, locale);

      await page.goto(`/${locale}/ai-engine?file=${fileId}`);
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+/);
      const viewer = page.getByTestId('viewer-pdf');
      await expect(viewer).toBeVisible();
      await expect(page.getByTestId('viewer-page-count')).toContainText(locale === 'en' ? '3' : '٣');
      // The PDF's own text layer (pdf.js places each glyph where it is drawn): the words can be selected.
      await expect(viewer.locator('.textLayer span').first()).toBeAttached();

      await chat.ask(data.question);
      const reply = await chat.lastReplyDone();
      const cite = reply.getByTestId('reply-cite').first();
      await expect(cite).toHaveAttribute('data-page', '2');
      await expect(reply).toContainText(locale === 'en' ? 'From your file' : 'من ملفك');
      await page.screenshot({ path: test.info().outputPath(`file-chat-${locale}.png`), fullPage: false });
      await cite.click();
      await expect(page.getByTestId('viewer-page-input')).toHaveValue(locale === 'en' ? '2' : '٢');
    });

    test('the navbar search finds the page by a word and opens the file', async ({
      page,
      browser,
      student,
    }) => {
      const data = FILE[locale];
      await uploadReadyPdf(browser, student!.token, locale);
      const shell = new ShellPage(page);
      await shell.goto(locale, '/home');
      await shell.openFirstSearchHit(data.searchWord, data.name, () =>
        page.screenshot({ path: test.info().outputPath(`search-${locale}.png`) }),
      );
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+\?page=2$/);
      await expect(page.getByTestId('viewer-pdf')).toBeVisible();
      // The viewer opens at the page the hit is on.
      await expect(page.getByTestId('viewer-page-input')).toHaveValue(locale === 'en' ? '2' : '٢');
      // The search remembers what was asked.
      await shell.navItem('search').click();
      await page.getByTestId('search-input').fill('');
      await expect(page.getByTestId('search-panel')).toBeVisible();
      await expect(page.getByTestId('search-option')).toHaveCount(1);
      await expect(page.getByTestId('search-panel')).toContainText(data.searchWord);
    });
  });
}
