/** What crosses between the API thread and an extraction thread. */
import type { MessagePort } from 'node:worker_threads';
import type { FailureCode } from './failures.ts';

/**
 * One page of extracted text (1-based `page`); `ocr` when the text was read from pixels, with the
 * reading's mean confidence (0-100; null for text that was not read by OCR).
 */
export interface ExtractedPage {
  page: number;
  text: string;
  ocr: boolean;
  confidence: number | null;
}

export interface ExtractInput {
  bytes: Uint8Array;
  /** The kind decided from the bytes at upload: PDF, PNG, JPEG, WebP, HEIC, plain text, Word or PowerPoint. */
  mime: string;
}

/** A task as the worker receives it. */
export interface WorkerTask extends ExtractInput {
  /** Receives WorkerMessages: the thread's id first, then progress. */
  port?: MessagePort;
  /** Where the OCR language data are copied (tests use their own folder). */
  langDir?: string;
}

/** A picture the browser can draw, made from a file it cannot (a JPEG of a HEIC photo). */
export interface ExtractedPreview {
  mime: 'image/jpeg';
  bytes: Uint8Array;
}

export type WorkerOutcome =
  | { ok: true; pages: ExtractedPage[]; preview?: ExtractedPreview }
  | { ok: false; code: FailureCode; detail?: string };

/** Sent by the worker on the task's port. */
export type WorkerMessage = { type: 'thread'; threadId: number } | { type: 'progress'; fraction: number };
