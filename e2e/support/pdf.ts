// Real PDFs for the materials tests, printed by the browser the suite already runs: each entry of
// `pages` is one A4 page of text (English or Arabic, right to left), with its fonts embedded, so the
// API's pdfjs extraction reads it as a student's file would be read.
import type { Browser } from '@playwright/test';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function makePdf(
  browser: Browser,
  pages: readonly string[],
  dir: 'ltr' | 'rtl' = 'ltr',
): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const body = pages
      .map(
        (text, i) =>
          `<section style="${i < pages.length - 1 ? 'break-after: page;' : ''}">` +
          text
            .split('\n\n')
            .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
            .join('') +
          '</section>',
      )
      .join('');
    await page.setContent(
      `<!doctype html><html lang="${dir === 'rtl' ? 'ar' : 'en'}" dir="${dir}"><head><meta charset="utf-8">` +
        `<style>body{font-family:${dir === 'rtl' ? "'Noto Naskh Arabic','Noto Sans Arabic'" : "'Noto Sans','DejaVu Sans'"},sans-serif;` +
        `font-size:14pt;line-height:1.6;margin:2cm}</style></head><body>${body}</body></html>`,
    );
    return await page.pdf({ format: 'A4', printBackground: false });
  } finally {
    await context.close();
  }
}
