/**
 * Word (.docx) and PowerPoint (.pptx) files to text: a Word document page by page, a presentation
 * slide by slide. Both are zip archives of XML (Office Open XML); the archive is read with yauzl
 * (every entry's size checked against what the archive claims, as it inflates) and the XML with
 * saxes (a streaming parser: no tree is built, entities are not expanded beyond XML's own).
 *
 * - Word: the text of `word/document.xml` in document order, a paragraph per line, tables cell by
 *   cell. Word has no fixed pages, but it writes where its pages broke when it last laid the
 *   document out (`w:lastRenderedPageBreak`) and where the author broke a page (`w:br w:type="page"`);
 *   those make the pages, so "page 3" is the page the student sees in Word. A document without them
 *   (written by another program) is cut like plain text (text.ts).
 * - PowerPoint: the slides in the presentation's order (`ppt/presentation.xml`'s slide list, through
 *   its relationships), each slide's text frames paragraph by paragraph, then its speaker notes.
 *
 * Hostile archives fail alone, with their reason: more entries than a document has, an entry (or all
 * of them) inflating past the limits (a zip bomb), or XML that is not well formed.
 */
import path from 'node:path';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ExtractionError } from './failures.ts';
import { MAX_OFFICE_ENTRIES, MAX_OFFICE_XML_BYTES, MAX_OFFICE_TOTAL_BYTES } from './limits.ts';
import { splitTextPages } from './text.ts';
import type { ExtractedPage } from './types.ts';

export type OfficeKind = 'docx' | 'pptx';

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    );
  });
}

/** The XML entries wanted, read whole (each and all together within the limits). */
async function readEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): Promise<Map<string, string>> {
  const zip = await openZip(bytes).catch((error: unknown) => {
    throw new ExtractionError('notOffice', { cause: error });
  });
  if (zip.entryCount > MAX_OFFICE_ENTRIES) {
    zip.close();
    throw new ExtractionError('officeTooLarge');
  }
  const found = new Map<string, string>();
  let total = 0;
  return new Promise((resolve, reject) => {
    const fail = (error: ExtractionError) => {
      zip.close();
      reject(error);
    };
    zip.on('error', (error: unknown) => fail(new ExtractionError('notOffice', { cause: error })));
    zip.on('end', () => resolve(found));
    zip.on('entry', (entry: Entry) => {
      if (!wanted(entry.fileName)) {
        zip.readEntry();
        return;
      }
      // The size the archive claims, checked before inflating; yauzl checks the real one as it goes.
      if (
        entry.uncompressedSize > MAX_OFFICE_XML_BYTES ||
        total + entry.uncompressedSize > MAX_OFFICE_TOTAL_BYTES
      ) {
        fail(new ExtractionError('officeTooLarge'));
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) {
          fail(new ExtractionError('notOffice', { cause: error }));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          total += chunk.length;
          if (size > MAX_OFFICE_XML_BYTES || total > MAX_OFFICE_TOTAL_BYTES) {
            stream.destroy();
            fail(new ExtractionError('officeTooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('error', (cause: unknown) => fail(new ExtractionError('notOffice', { cause })));
        stream.on('end', () => {
          found.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
}

/** Parses XML, calling `on` for each opening tag, closing tag and piece of text. */
function walkXml(
  xml: string,
  on: {
    open?: (name: string, attributes: Record<string, string>) => void;
    close?: (name: string) => void;
    text?: (text: string) => void;
  },
): void {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => on.open?.(tag.name, tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => on.close?.(tag.name));
  parser.on('text', (text) => on.text?.(text));
  parser.on('cdata', (text) => on.text?.(text));
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new ExtractionError('notOffice', { cause: error });
  }
}

const tidy = (lines: string[]) =>
  lines
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');

/** A Word document's pages (see the module comment). */
export function docxPages(documentXml: string): string[] {
  const pages: string[][] = [[]];
  let paragraph: string | null = null;
  let inText = false;
  let sawBreak = false;
  const breakPage = () => {
    if (paragraph !== null && paragraph.trim()) pages.at(-1)!.push(paragraph);
    paragraph = paragraph === null ? null : '';
    pages.push([]);
    sawBreak = true;
  };
  walkXml(documentXml, {
    open(name, attributes) {
      if (name === 'w:p') paragraph = '';
      else if (name === 'w:t') inText = true;
      else if (name === 'w:tab' && paragraph !== null) paragraph += '\t';
      else if (name === 'w:br') {
        if (attributes['w:type'] === 'page') breakPage();
        else if (paragraph !== null) paragraph += '\n';
      } else if (name === 'w:lastRenderedPageBreak') breakPage();
    },
    close(name) {
      if (name === 'w:t') inText = false;
      else if (name === 'w:p') {
        if (paragraph !== null) pages.at(-1)!.push(...paragraph.split('\n'));
        paragraph = null;
      }
    },
    text(text) {
      if (inText && paragraph !== null) paragraph += text;
    },
  });
  const texts = pages.map(tidy);
  // A break at the very start or end of the document leaves an empty page: dropped.
  while (texts.length > 1 && texts[0] === '') texts.shift();
  while (texts.length > 1 && texts.at(-1) === '') texts.pop();
  if (!sawBreak) return splitTextPages(texts.join('\n\n'));
  return texts;
}

/** The text frames of a slide (or its notes), paragraph by paragraph. */
export function slideText(slideXml: string): string {
  const lines: string[] = [];
  let paragraph: string | null = null;
  let inText = false;
  walkXml(slideXml, {
    open(name) {
      if (name === 'a:p') paragraph = '';
      else if (name === 'a:t') inText = true;
      else if (name === 'a:br' && paragraph !== null) paragraph += '\n';
      else if (name === 'a:tab' && paragraph !== null) paragraph += '\t';
    },
    close(name) {
      if (name === 'a:t') inText = false;
      else if (name === 'a:p') {
        if (paragraph !== null) lines.push(...paragraph.split('\n'));
        paragraph = null;
      }
    },
    text(text) {
      if (inText && paragraph !== null) paragraph += text;
    },
  });
  return tidy(lines);
}

/** Relationship ids to their targets (a part's `_rels/*.rels`), resolved against the part's folder. */
function relationships(relsXml: string | undefined, partFolder: string): Map<string, string> {
  const targets = new Map<string, string>();
  if (!relsXml) return targets;
  walkXml(relsXml, {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id && attributes.Target)
        targets.set(attributes.Id, path.posix.normalize(path.posix.join(partFolder, attributes.Target)));
    },
  });
  return targets;
}

/** A presentation's slides in order, each with its notes (see the module comment). */
async function pptxPages(bytes: Uint8Array): Promise<string[]> {
  const parts = await readEntries(
    bytes,
    (name) =>
      name === 'ppt/presentation.xml' ||
      name === 'ppt/_rels/presentation.xml.rels' ||
      /^ppt\/slides\/slide\d+\.xml$/.test(name) ||
      /^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/.test(name) ||
      /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name),
  );
  const presentation = parts.get('ppt/presentation.xml');
  if (!presentation) throw new ExtractionError('notOffice');
  const targets = relationships(parts.get('ppt/_rels/presentation.xml.rels'), 'ppt');
  const order: string[] = [];
  walkXml(presentation, {
    open(name, attributes) {
      const target = name === 'p:sldId' ? targets.get(attributes['r:id'] ?? '') : undefined;
      if (target) order.push(target);
    },
  });
  // Without a readable slide list, the slides in their numbers' order.
  if (order.length === 0)
    order.push(
      ...[...parts.keys()]
        .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
        .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0])),
    );
  return order.map((slide) => {
    const text = parts.has(slide) ? slideText(parts.get(slide)!) : '';
    const rels = relationships(
      parts.get(`ppt/slides/_rels/${path.posix.basename(slide)}.rels`),
      'ppt/slides',
    );
    const notesPart = [...rels.values()].find((target) => target.startsWith('ppt/notesSlides/'));
    const notes = notesPart && parts.has(notesPart) ? slideText(parts.get(notesPart)!) : '';
    // Notes pages repeat the slide's number placeholder: only notes with words are kept.
    return notes && /\p{L}/u.test(notes) ? `${text}\n\n${notes}`.trim() : text;
  });
}

/** The pages of a Word document or the slides of a presentation. */
export async function extractOffice(bytes: Uint8Array, kind: OfficeKind): Promise<ExtractedPage[]> {
  let pages: string[];
  if (kind === 'docx') {
    const parts = await readEntries(bytes, (name) => name === 'word/document.xml');
    const document = parts.get('word/document.xml');
    if (!document) throw new ExtractionError('notOffice');
    pages = docxPages(document);
  } else {
    pages = await pptxPages(bytes);
  }
  return pages.map((text, index) => ({ page: index + 1, text, ocr: false, confidence: null }));
}
