// A student's Word document and PowerPoint presentation beside the tutor: uploaded, read page by
// page and slide by slide, shown as their text with each page's (slide's) number, asked about (the
// answer cites the slide), the citation scrolls to it; the navbar search finds a word of the
// document and opens it at its page. An iPhone photo (HEIC) of notes: shown as a picture (the API's
// JPEG copy), read by OCR, and cited by the tutor.
import { expect, test } from '../support/fixtures';
import { API_URL } from '../support/accounts';
import fs from 'node:fs';
import path from 'node:path';
import { makeDocx, makePptx } from '../../api/src/materials/extract/testing';
import { ROOT } from '../support/env';
import { ChatPage } from '../pages/ChatPage';
import { ShellPage, type Locale } from '../pages/ShellPage';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const SLIDES = {
  en: {
    name: 'Cells.pptx',
    slides: [
      ['Unit one: cells', 'Every living thing is made of cells.'],
      ['The nucleus', 'The nucleus holds the genetic material of the cell and controls its activities.'],
      ['Summary', 'Cells make up tissues, tissues make up organs.'],
    ],
    question: 'What does the nucleus hold?',
    headings: ['Slide 1', 'Slide 2', 'Slide 3'],
  },
  ar: {
    name: 'الخلية.pptx',
    slides: [
      ['الوحدة الأولى: الخلية', 'يتكون كل كائن حي من خلايا.'],
      ['النواة', 'تحتوي النواة على المادة الوراثية للخلية وتتحكم في أنشطتها.'],
      ['الخلاصة', 'تكوّن الخلايا الأنسجة، وتكوّن الأنسجة الأعضاء.'],
    ],
    question: 'ماذا تحتوي النواة؟',
    headings: ['الشريحة ١', 'الشريحة ٢', 'الشريحة ٣'],
  },
} as const;

const PHOTO = {
  en: { file: 'notes-en.heic', name: 'IMG_0412.HEIC', question: 'What are the products of photosynthesis?' },
  ar: { file: 'notes-ar.heic', name: 'IMG_0413.HEIC', question: 'ما نواتج البناء الضوئي؟' },
} as const;

const DOCUMENT = {
  en: {
    name: 'Forces.docx',
    pages: [
      ['Chapter 1: motion', 'Speed is distance divided by time.'],
      ['Chapter 2: forces', 'Friction slows a moving object down.'],
    ],
    searchWord: 'friction',
  },
  ar: {
    name: 'القوى.docx',
    pages: [
      ['الفصل الأول: الحركة', 'السرعة هي المسافة مقسومة على الزمن.'],
      ['الفصل الثاني: القوى', 'الاحتكاك يبطئ حركة الأجسام.'],
    ],
    searchWord: 'الاحتكاك',
  },
} as const;

async function uploadReady(
  token: string,
  locale: Locale,
  name: string,
  bytes: Buffer,
  type: string,
): Promise<string> {
  const sectionResponse = await fetch(`${API_URL}/files/sections`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: locale === 'en' ? 'Science' : 'العلوم' }),
  });
  const { node: section } = (await sectionResponse.json()) as { node: { _id: string } };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const uploaded = await fetch(`${API_URL}/files/${section._id}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { files } = (await uploaded.json()) as { files: { _id: string; mime: string }[] };
  expect(files[0]!.mime).toBe(type);
  const fileId = files[0]!._id;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${API_URL}/files`, { headers: { authorization: `Bearer ${token}` } });
        const { tree } = (await response.json()) as {
          tree: { children: { _id: string; status?: string }[] }[];
        };
        return tree.flatMap((s) => s.children).find((n) => n._id === fileId)?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  return fileId;
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`Word and PowerPoint files (${locale})`, () => {
    test.use({ session: 'onboarded' });

    test('a presentation beside the tutor: its slides as text, an answer citing the slide, the citation followed', async ({
      page,
      student,
    }) => {
      const data = SLIDES[locale];
      const fileId = await uploadReady(
        student!.token,
        locale,
        data.name,
        makePptx(data.slides.map((s) => [...s])),
        PPTX,
      );
      await page.goto(`/${locale}/ai-engine?file=${fileId}`);
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+/);
      const viewer = page.getByTestId('viewer-pages');
      await expect(viewer).toBeVisible();
      await expect(viewer.getByRole('heading')).toHaveText([...data.headings]);
      await expect(viewer.getByTestId('viewer-pages-page').nth(1)).toContainText(data.slides[1][1]);

      const chat = new ChatPage(page, locale);
      await chat.ask(data.question);
      const reply = await chat.lastReplyDone();
      const cite = reply.getByTestId('reply-cite').first();
      await expect(cite).toHaveAttribute('data-page', '2');
      // A presentation is cited by slide.
      await expect(cite).toContainText(locale === 'en' ? 'slide 2' : 'الشريحة 2');
      await page.screenshot({ path: test.info().outputPath(`pptx-chat-${locale}.png`) });
      await cite.click();
      await expect(viewer.locator('[data-page="2"]')).toBeFocused();
    });

    test('the navbar search finds a word of a Word document and opens it at its page', async ({
      page,
      student,
    }) => {
      const data = DOCUMENT[locale];
      await uploadReady(student!.token, locale, data.name, makeDocx(data.pages.map((p) => [...p])), DOCX);
      const shell = new ShellPage(page);
      await shell.goto(locale, '/home');
      await shell.openFirstSearchHit(data.searchWord, data.name);
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+\?page=2$/);
      const viewer = page.getByTestId('viewer-pages');
      await expect(viewer).toBeVisible();
      await expect(viewer.locator('[data-page="2"]')).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`docx-viewer-${locale}.png`) });
    });

    test('an iPhone photo (HEIC) of notes: shown as a picture, read, and cited by the tutor', async ({
      page,
      student,
    }) => {
      const data = PHOTO[locale];
      const bytes = fs.readFileSync(path.join(ROOT, 'api/src/materials/extract/fixtures', data.file));
      const fileId = await uploadReady(student!.token, locale, data.name, bytes, 'image/heic');
      await page.goto(`/${locale}/ai-engine?file=${fileId}`);
      await page.waitForURL(/\/ai-engine\/conversation\/[^/?]+/);
      // Drawn from the JPEG copy: a browser cannot draw HEIC itself.
      const picture = page.getByTestId('viewer-image-picture');
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1512);

      const chat = new ChatPage(page, locale);
      await chat.ask(data.question);
      const reply = await chat.lastReplyDone();
      await expect(reply).toContainText(locale === 'en' ? 'glucose and oxygen' : 'الجلوكوز والأكسجين');
      await expect(reply.getByTestId('reply-cite').first()).toHaveAttribute('data-page', '1');
      await page.screenshot({ path: test.info().outputPath(`heic-chat-${locale}.png`) });
    });
  });
}
