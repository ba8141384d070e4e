// Real documents (api/corpus/manifest.json: sources, licences, ground truth) through the PDF reader:
// Arabic text layers from six producers in logical order, and a broken text layer read by OCR.
// The reader runs in its own process (src/cli/extract.ts), as it runs in its own thread in the API:
// pdfjs is an ES module jest's module system does not load.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ExtractedPage } from './types.ts';
import { characterErrorRate, comparable, occurrences, type CorpusDocument } from './truth.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../../corpus');
const manifest = JSON.parse(fs.readFileSync(path.join(CORPUS, 'manifest.json'), 'utf8')) as {
  documents: CorpusDocument[];
};
const API = path.resolve(import.meta.dirname, '../../..');

// Each document is read once per file (its passages and the lam-alef check share the result).
const read = new Map<string, Promise<ExtractedPage[]>>();
function extract(document: CorpusDocument, pages?: number[]): Promise<ExtractedPage[]> {
  const key = `${document.id} ${pages?.join(',') ?? 'all'}`;
  let pending = read.get(key);
  if (!pending) read.set(key, (pending = extractOnce(document, pages)));
  return pending;
}

async function extractOnce(document: CorpusDocument, pages?: number[]): Promise<ExtractedPage[]> {
  const args = ['src/cli/extract.ts', path.join(CORPUS, document.file), '--json'];
  if (pages) args.push('--pages', pages.join(','));
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: API, maxBuffer: 64 << 20 });
  return (JSON.parse(stdout) as { pages: ExtractedPage[] }).pages;
}

describe('the corpus: text layers', () => {
  for (const document of manifest.documents.filter((d) => d.route === 'text')) {
    it(`${document.id} (${document.producer}): every passage of the ground truth, as it is`, async () => {
      const pages = await extract(document);
      for (const passage of document.truth) {
        const page = pages[passage.page - 1];
        expect(page?.ocr).toBe(false);
        expect({ passage: passage.text, found: occurrences(page?.text ?? '', passage.text) }).toEqual({
          passage: passage.text,
          found: passage.count ?? 1,
        });
      }
    }, 60_000);
  }

  it('no lam-alef comes out reversed and no bracket mirrored in any Arabic document', async () => {
    for (const document of manifest.documents.filter(
      (d) => d.route === 'text' && d.language.includes('ar'),
    )) {
      const text = comparable((await extract(document)).map((page) => page.text).join('\n'));
      // A reversed lam-alef: "ال" standing alone, or an alef before a hamza-alef and a lam (اإل).
      expect({ id: document.id, reversed: text.match(/(^| )ال( |$)|ا[أإآ]ل/g) ?? [] }).toEqual({
        id: document.id,
        reversed: [],
      });
      // A mirrored bracket: ")" opening a word closed by "(", or "»" opening a phrase closed by "«".
      expect({ id: document.id, mirrored: text.match(/\)[^()\s]+\(|»[^\s«»][^«»]*[^\s«»]«/g) ?? [] }).toEqual(
        {
          id: document.id,
          mirrored: [],
        },
      );
    }
  }, 120_000);
});

describe('the corpus: a broken text layer', () => {
  const document = manifest.documents.find((d) => d.id === 'pdfjs-tam-review')!;

  it('keeps the good first page and reads the glyph soup of page 2 by OCR, with its confidence', async () => {
    const [first, second] = await extract(document, [1, 2]);
    expect(first).toMatchObject({ page: 1, ocr: false, confidence: null });
    expect(occurrences(first!.text, document.truth[0]!.text)).toBeGreaterThanOrEqual(1);
    expect(second).toMatchObject({ page: 2, ocr: true });
    expect(second!.confidence).toBeGreaterThan(80);
    expect(characterErrorRate(second!.text, document.truth[1]!.text)).toBeLessThanOrEqual(0.02);
  }, 120_000);
});

describe('the corpus: an Arabic LaTeX document whose font maps glyphs wrongly', () => {
  const document = manifest.documents.find((d) => d.id === 'latex-arabic-lecture-notes')!;

  it('is read by OCR, and its Arabic passages come out right (each within 5%)', async () => {
    const [first] = await extract(document, [1]);
    expect(first).toMatchObject({ page: 1, ocr: true });
    expect(first!.confidence).toBeGreaterThan(80);
    const rates = document.truth.map((passage) => ({
      passage: passage.text,
      rate: characterErrorRate(first!.text, passage.text),
    }));
    expect(rates.filter(({ rate }) => rate > 0.05)).toEqual([]);
  }, 120_000);
});

describe('the corpus: scans', () => {
  it('reads a magazine page in columns column by column (each paragraph of the truth within 10%)', async () => {
    const scan = (
      JSON.parse(fs.readFileSync(path.join(CORPUS, 'manifest.json'), 'utf8')) as {
        scans: { id: string; file: string; truthFile: string }[];
      }
    ).scans.find((entry) => entry.id === 'unlv-8087-054')!;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['src/cli/extract.ts', path.join(CORPUS, scan.file), '--ocr', '--json'],
      { cwd: API, maxBuffer: 64 << 20 },
    );
    const [page] = (JSON.parse(stdout) as { pages: ExtractedPage[] }).pages;
    const truth = fs.readFileSync(path.join(CORPUS, scan.truthFile), 'utf8');
    const paragraphs = truth
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => comparable(paragraph).length >= 80);
    expect(paragraphs.length).toBeGreaterThan(4);
    // Read line by line across the columns (tesseract.js's default), 65% of the characters were wrong.
    const rates = paragraphs.map((paragraph) => characterErrorRate(page!.text, paragraph));
    expect(rates.filter((rate) => rate > 0.1)).toEqual([]);
    expect(page!.confidence).toBeGreaterThan(80);
  }, 180_000);
});

describe('characterErrorRate', () => {
  it('is the fewest edits of the best-matching stretch over the passage length', () => {
    expect(characterErrorRate('say: the cat sat here', 'cat sat')).toBe(0);
    expect(characterErrorRate('the cot sat', 'cat sat')).toBeCloseTo(1 / 7);
    expect(characterErrorRate('nothing alike', 'zzzz')).toBe(1);
  });
});
