/**
 * Reads a study file as the API's extraction does (PDF text layers in reading order, OCR of scans
 * and of broken text layers) and prints its pages: for QA (why does this file read badly?), for the
 * corpus tests and for bench/documents.mjs.
 *
 *   node src/cli/extract.ts FILE.pdf [--pages 1,2] [--json]      (from api/)
 *   node src/cli/extract.ts SCAN.tif --ocr [--json]               (an image, straight to OCR)
 *
 * Plain output: one block per page, its route (text layer or OCR, with the OCR's confidence) and
 * its text. With --json: `{ pages: [{ page, text, ocr, confidence, ms }] }`.
 */
import fs from 'node:fs';
import { extractPdfPages } from '../materials/extract/pdf.ts';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--pages');
const pagesArg = args.includes('--pages') ? args[args.indexOf('--pages') + 1] : undefined;
if (!file) {
  console.error('Usage: node src/cli/extract.ts FILE.pdf [--pages 1,2] [--json]');
  process.exit(2);
}
const bytes = new Uint8Array(fs.readFileSync(file));
if (args.includes('--ocr')) {
  // Any image Leptonica reads (TIFF too), through the OCR the pages of a PDF go through.
  const { recognize } = await import('../materials/extract/ocr.ts');
  const started = performance.now();
  const read = await recognize(bytes);
  const page = {
    page: 1,
    text: read.text,
    ocr: true,
    confidence: Math.round(read.confidence),
    ms: Math.round(performance.now() - started),
  };
  process.stdout.write(args.includes('--json') ? JSON.stringify({ pages: [page] }) + '\n' : `${page.text}\n`);
  process.exit(0);
}
let numbers: number[];
if (pagesArg) numbers = pagesArg.split(',').map(Number);
else {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  numbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  await doc.loadingTask.destroy();
}
const pages = [];
for (const number of numbers) {
  const started = performance.now();
  const [page] = await extractPdfPages(bytes.slice(), [number]);
  pages.push({
    ...(page ?? { page: number, text: '', ocr: false, confidence: null }),
    ms: Math.round(performance.now() - started),
  });
}
if (args.includes('--json')) process.stdout.write(JSON.stringify({ pages }) + '\n');
else
  for (const page of pages) {
    const route = page.ocr ? `OCR (confidence ${page.confidence})` : 'text layer';
    process.stdout.write(`--- page ${page.page}: ${route}, ${page.ms} ms\n${page.text}\n`);
  }
// The OCR workers would keep the process alive.
process.exit(0);
