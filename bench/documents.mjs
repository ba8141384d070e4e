#!/usr/bin/env node
// Study files read right (issue 22): the real-document corpus (api/corpus/manifest.json) through the
// extraction the API runs (api/src/cli/extract.ts, one process per document), per document:
//   - the route of each page (text layer or OCR, with the OCR's confidence) and the time per page;
//   - extraction correctness: the share of the ground truth's passages found as they are;
//   - the character error rate of each passage (Sellers' approximate match: the fewest edits that turn
//     some stretch of the page's text into the passage, over its length);
//   - for Arabic documents, reversed lam-alef ligatures and mirrored brackets in the text.
// Then the scans (images with a full ground-truth text) through the same OCR: the character error rate
// of each paragraph of the truth (found wherever it is in the reading, so a page whose columns come in
// another order than the truth's is not charged for the order; a column read line by line across its
// neighbour is), over the whole text, and the time.
//
// With --lines DIR, also lines of text cut from pages (DIR/*.png, each with its DIR/*.gt.txt), read one
// by one through the same OCR: their character error rate together. Used with printed Arabic book lines
// from OpenArabic/OCR_GS_Data, which has no licence to copy it here.
//
//   node bench/documents.mjs [--only id,id] [--lines DIR]
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = path.join(ROOT, 'api');
const CORPUS = path.join(API, 'corpus');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1].split(',')
  : null;
const { documents } = JSON.parse(fs.readFileSync(path.join(CORPUS, 'manifest.json'), 'utf8'));
const { characterErrorRate, comparable, occurrences, wholeErrorRate } = await import(
  path.join(API, 'src/materials/extract/truth.ts')
);

const rows = [];
for (const document of documents) {
  if (only && !only.includes(document.id)) continue;
  const pagesWanted = [...new Set(document.truth.map((t) => t.page))].sort((a, b) => a - b);
  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['src/cli/extract.ts', path.join(CORPUS, document.file), '--json', '--pages', pagesWanted.join(',')],
    { cwd: API, maxBuffer: 64 << 20 },
  );
  const wall = performance.now() - started;
  const { pages } = JSON.parse(stdout);
  const byNumber = new Map(pages.map((page) => [page.page, page]));
  let found = 0;
  const cers = [];
  for (const passage of document.truth) {
    const text = byNumber.get(passage.page)?.text ?? '';
    if (occurrences(text, passage.text) >= (passage.count ?? 1)) found++;
    cers.push(characterErrorRate(text, passage.text));
  }
  const all = comparable(pages.map((page) => page.text).join('\n'));
  const arabic = document.language.includes('ar');
  rows.push({
    id: document.id,
    producer: document.producer,
    language: document.language,
    pages: pages.map((page) => `${page.page}:${page.ocr ? `ocr(${page.confidence})` : 'text'}`).join(' '),
    correct: `${found}/${document.truth.length}`,
    cer: Math.max(...cers),
    reversedLigatures: arabic ? (all.match(/(^| )ال( |$)|ا[أإآ]ل/g) ?? []).length : '-',
    mirroredBrackets: arabic ? (all.match(/\)[^()\s]+\(|»[^\s«»][^«»]*[^\s«»]«/g) ?? []).length : '-',
    msPerPage: Math.round(pages.reduce((sum, page) => sum + page.ms, 0) / pages.length),
    wallMs: Math.round(wall),
  });
}

console.log(
  'document                           language  pages (route)            correct  worst CER  rev.lig  mirr.br  ms/page',
);
for (const row of rows)
  console.log(
    [
      row.id.padEnd(34),
      row.language.padEnd(9),
      row.pages.padEnd(24),
      row.correct.padEnd(8),
      row.cer.toFixed(3).padEnd(10),
      String(row.reversedLigatures).padEnd(8),
      String(row.mirroredBrackets).padEnd(8),
      String(row.msPerPage),
    ].join(' '),
  );
const { scans = [] } = JSON.parse(fs.readFileSync(path.join(CORPUS, 'manifest.json'), 'utf8'));
const scanRows = [];
for (const scan of scans) {
  if (only && !only.includes(scan.id)) continue;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['src/cli/extract.ts', path.join(CORPUS, scan.file), '--ocr', '--json'],
    { cwd: API, maxBuffer: 64 << 20 },
  );
  const [page] = JSON.parse(stdout).pages;
  const truth = fs.readFileSync(path.join(CORPUS, scan.truthFile), 'utf8');
  const paragraphs = truth
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => comparable(p).length >= 20);
  let edits = 0;
  let length = 0;
  for (const paragraph of paragraphs) {
    const size = comparable(paragraph).length;
    edits += characterErrorRate(page.text, paragraph) * size;
    length += size;
  }
  scanRows.push({
    id: scan.id,
    layout: scan.layout,
    cer: edits / length,
    confidence: page.confidence,
    ms: page.ms,
  });
}
if (scanRows.length) {
  console.log('\nscan                               layout                      CER     confidence  ms');
  for (const row of scanRows)
    console.log(
      [
        row.id.padEnd(34),
        row.layout.padEnd(27),
        row.cer.toFixed(3).padEnd(7),
        String(row.confidence).padEnd(11),
        row.ms,
      ].join(' '),
    );
}

const linesDir = process.argv.includes('--lines') ? process.argv[process.argv.indexOf('--lines') + 1] : null;
if (linesDir) {
  const { recognize } = await import(path.join(API, 'src/materials/extract/ocr.ts'));
  const images = fs
    .readdirSync(linesDir)
    .filter((name) => name.endsWith('.png'))
    .sort();
  let edits = 0;
  let length = 0;
  const started = performance.now();
  for (const name of images) {
    const truth = fs.readFileSync(path.join(linesDir, name.replace(/\.png$/, '.gt.txt')), 'utf8');
    const read = await recognize(new Uint8Array(fs.readFileSync(path.join(linesDir, name))));
    // The whole reading against the whole line: junk read beside the line counts too.
    const size = [...comparable(truth)].length;
    edits += wholeErrorRate(read.text, truth) * size;
    length += size;
  }
  console.log(
    `\nlines of ${linesDir}: ${images.length}, CER ${(edits / length).toFixed(3)}, ` +
      `${Math.round((performance.now() - started) / images.length)} ms a line`,
  );
}

const passages = rows.reduce((sum, row) => sum + Number(row.correct.split('/')[1]), 0);
const right = rows.reduce((sum, row) => sum + Number(row.correct.split('/')[0]), 0);
console.log(`\n${right} of ${passages} ground-truth passages found as they are, in ${rows.length} documents`);

// The OCR workers would keep the process alive.
process.exit(0);
