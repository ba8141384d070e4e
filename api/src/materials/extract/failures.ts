/**
 * Why a file's text could not be extracted: a code that crosses the thread boundary and the text the
 * student reads (the file's `failure`), in English and Arabic.
 */
import type { LocalizedText } from '../../errors.ts';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_OFFICE_XML_BYTES, MAX_PDF_PAGES } from './limits.ts';

export const FAILURES = {
  timedOut: {
    en: 'Reading this file took too long (more than 2 minutes).',
    ar: 'استغرقت قراءة هذا الملف وقتًا طويلًا (أكثر من دقيقتين).',
  },
  outOfMemory: {
    en: 'Reading this file needed more memory than allowed.',
    ar: 'احتاجت قراءة هذا الملف إلى ذاكرة أكثر من المسموح بها.',
  },
  notPdf: {
    en: 'This is not a readable PDF: the file is damaged or not a PDF.',
    ar: 'هذا ليس ملف PDF يمكن قراءته: الملف تالف أو ليس بصيغة PDF.',
  },
  passwordProtected: {
    en: 'This PDF is protected by a password, so its text cannot be read.',
    ar: 'ملف PDF هذا محمي بكلمة مرور، فلا يمكن قراءة نصه.',
  },
  tooManyPages: {
    en: `This PDF has more than ${MAX_PDF_PAGES} pages, too many to read.`,
    ar: `يحتوي ملف PDF هذا على أكثر من ${MAX_PDF_PAGES} صفحة، وهذا أكثر مما يمكن قراءته.`,
  },
  imageTooLarge: {
    en: `This image is too large to read: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    ar: `هذه الصورة أكبر من أن تُقرأ: ${MAX_IMAGE_SIDE} بكسل على الأكثر لكل ضلع و${MAX_IMAGE_PIXELS / 1_000_000} ميغابكسل في المجموع.`,
  },
  notImage: {
    en: 'This image is damaged and cannot be read.',
    ar: 'هذه الصورة تالفة ولا يمكن قراءتها.',
  },
  notOffice: {
    en: 'This Word or PowerPoint file is damaged and cannot be read.',
    ar: 'ملف Word أو PowerPoint هذا تالف ولا يمكن قراءته.',
  },
  officeTooLarge: {
    en: `This Word or PowerPoint file holds more than can be read (over ${MAX_OFFICE_XML_BYTES / 1024 / 1024} MB of text and layout once unpacked).`,
    ar: `يحتوي ملف Word أو PowerPoint هذا على أكثر مما يمكن قراءته (أكثر من ${MAX_OFFICE_XML_BYTES / 1024 / 1024} ميغابايت من النص والتنسيق بعد فك ضغطه).`,
  },
  notText: {
    en: 'This text file cannot be read: it is not UTF-8 text.',
    ar: 'لا يمكن قراءة هذا الملف النصي: ليس نصًا بترميز UTF-8.',
  },
  unsupported: {
    en: 'Text cannot be extracted from this kind of file.',
    ar: 'لا يمكن استخراج النص من هذا النوع من الملفات.',
  },
  missingBytes: {
    en: 'The contents of this file are missing, so its text cannot be read.',
    ar: 'محتوى هذا الملف مفقود، فلا يمكن قراءة نصه.',
  },
  interrupted: {
    en: 'Reading this file was interrupted too many times.',
    ar: 'انقطعت قراءة هذا الملف مرات كثيرة.',
  },
  failed: {
    en: 'The text of this file could not be extracted.',
    ar: 'تعذّر استخراج نص هذا الملف.',
  },
} as const satisfies Record<string, LocalizedText>;

export type FailureCode = keyof typeof FAILURES;

/** A job that failed for a reason the student is told (`localized`); `code` names it for logs and tests. */
export class ExtractionError extends Error {
  readonly code: FailureCode;
  readonly localized: LocalizedText;

  constructor(code: FailureCode, options?: { cause?: unknown }) {
    super(FAILURES[code].en, options);
    this.name = 'ExtractionError';
    this.code = code;
    this.localized = FAILURES[code];
  }
}
