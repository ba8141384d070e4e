// What the page checks before sending a file, and how it names sizes and kinds. The API decides
// the kind from the bytes; the page refuses early only what is certainly refused: a file over
// the size limit, or a file the browser knows to be of another kind (a spreadsheet, a GIF, a
// video). A file whose type the browser does not know goes to the API, which reads its bytes.
import type { Locale } from '@nibras/shared-ui';
import type { MaterialNode } from './api';

/** The kinds the API accepts, as the page names and draws them. */
export type FileKind = 'pdf' | 'image' | 'text' | 'document' | 'slides';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const ACCEPTED_TYPES: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  // iPhone photos; the API keeps a JPEG of each for the viewer.
  'image/heic': 'image',
  'image/heif': 'image',
  'text/plain': 'text',
  [DOCX]: 'document',
  [PPTX]: 'slides',
};

/** The file picker's `accept`: the kinds by type and by extension. */
export const ACCEPT_ATTRIBUTE = [
  ...Object.keys(ACCEPTED_TYPES),
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.heic',
  '.heif',
  '.txt',
  '.docx',
  '.pptx',
].join(',');

export type FileCheck = 'ok' | 'too-large' | 'wrong-kind';

/** Whether the page sends the file (see the top of this file). */
export function checkFile(file: Pick<File, 'type' | 'size'>, maxBytes: number): FileCheck {
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  // Plain text comes under many names (text/markdown, text/csv): the API checks it is text.
  const known = type === '' || type in ACCEPTED_TYPES || type.startsWith('text/');
  if (!known) return 'wrong-kind';
  if (file.size > maxBytes) return 'too-large';
  return 'ok';
}

/** A file node's kind, from its type (the API stores the one it found in the bytes). */
export function kindOf(node: Pick<MaterialNode, 'mime'>): FileKind {
  const mime = node.mime ?? '';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/')) return 'image';
  if (mime === DOCX) return 'document';
  if (mime === PPTX) return 'slides';
  return 'text';
}

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-SA', ar: 'ar-SA' };

const UNITS = [
  { unit: 'gigabyte', bytes: 1024 ** 3 },
  { unit: 'megabyte', bytes: 1024 ** 2 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

/** A size in the page's language and digits: `25 MB`, `٢٥ ميغابايت`, `812 KB`, `3 bytes`. */
export function formatBytes(bytes: number, locale: Locale): string {
  const lang = NUMBER_LOCALE[locale];
  for (const { unit, bytes: size } of UNITS) {
    if (bytes >= size) {
      const value = bytes / size;
      return new Intl.NumberFormat(lang, {
        style: 'unit',
        unit,
        // Arabic's short units are abbreviations students rarely see (م.ب): the words read better.
        unitDisplay: locale === 'ar' ? 'long' : 'short',
        maximumFractionDigits: value < 10 && !Number.isInteger(value) ? 1 : 0,
      }).format(value);
    }
  }
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: 'byte',
    unitDisplay: 'long',
  }).format(bytes);
}

/** A number in the page's digits (Arabic-Indic in Arabic). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(value);
}

/** A whole percentage in the page's digits: `42%`, `٤٢٪`. */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.max(0, Math.min(100, value)) / 100,
  );
}
