/**
 * Limits of text extraction (issue 10; docs/decisions.md states the same figures). A file that passes
 * one fails alone with a localized reason (failures.ts); the API keeps serving.
 */
import os from 'node:os';

/**
 * Time one extraction job may go without progress (a page read, or a percent of an OCR page), from
 * the moment a thread takes it: a long scanned PDF (about 2-3 s a page) keeps going while it advances.
 */
export const EXTRACTION_TIMEOUT_MS = 120_000;
/** Wall time of one extraction job however it advances (500 scanned pages at ~3 s fit). */
export const EXTRACTION_MAX_MS = 30 * 60_000;
/** V8 heap of each extraction thread (`resourceLimits.maxOldGenerationSizeMb`). */
export const EXTRACTION_HEAP_MB = 512;
/**
 * Heap plus buffers (decoded streams and images live outside the V8 heap, where `resourceLimits` does
 * not reach) of one extraction thread, watched while a job runs: a decompression bomb is stopped here.
 */
export const EXTRACTION_MEMORY_MB = 1024;
/** Pages read from one PDF: a longer PDF fails with its own reason. */
export const MAX_PDF_PAGES = 500;
/** Resolution of a scanned PDF page rendered for OCR... */
export const RENDER_DPI = 300;
/** ...scaled down so that it has at most this many pixels. */
export const MAX_RENDER_PIXELS = 12_000_000;
/**
 * Largest image read, checked from its header before it is decoded: the limits of uploaded pictures
 * (8000 pixels a side, 40 megapixels).
 */
export { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../uploads/images.ts';
/** A PDF page with fewer visible characters than this, and an image on it, is read by OCR. */
export const MIN_PAGE_TEXT_CHARS = 16;
/** A plain-text file becomes pages of about this many characters, cut at paragraph boundaries. */
export const TEXT_PAGE_CHARS = 3000;
/**
 * Word and PowerPoint files (zip archives of XML): at most this many entries in the archive, this much
 * XML in one part once inflated, and this much in all the parts read. A real document's main part is a
 * few MB (a 300-page thesis: about 10 MB); a zip bomb inflates far past these and fails alone.
 */
export const MAX_OFFICE_ENTRIES = 10_000;
export const MAX_OFFICE_XML_BYTES = 48 * 1024 * 1024;
export const MAX_OFFICE_TOTAL_BYTES = 128 * 1024 * 1024;
/** A job interrupted this many times (a restart during it, each time) fails instead of starting again. */
export const MAX_EXTRACTION_ATTEMPTS = 3;

/** Extraction threads: `EXTRACTION_THREADS` when set, else one core left to the API (at least one). */
export function extractionThreads(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number.parseInt(env.EXTRACTION_THREADS ?? '', 10);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, os.availableParallelism() - 1);
}
