/**
 * The extraction thread (a piscina worker; pool.ts starts it). Each task is one file: its text per
 * page, or the reason it could not be read. Progress goes to the task's MessagePort as a fraction.
 * PDF and OCR code are loaded on first use, so a thread reading only plain text stays small.
 */
import { threadId } from 'node:worker_threads';
import { ExtractionError } from './failures.ts';
import { decodeText, splitTextPages } from './text.ts';
import type {
  ExtractedPage,
  ExtractedPreview,
  ExtractInput,
  WorkerMessage,
  WorkerOutcome,
  WorkerTask,
} from './types.ts';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export interface ExtractOptions {
  langDir?: string;
  onProgress?: (fraction: number) => void;
}

/** The text of a file, page by page; throws ExtractionError for a file that cannot be read. */
export async function extractPages(
  input: ExtractInput,
  options: ExtractOptions = {},
): Promise<{ pages: ExtractedPage[]; preview?: ExtractedPreview }> {
  const { bytes, mime } = input;
  if (mime === 'application/pdf') {
    const { extractPdf } = await import('./pdf.ts');
    return { pages: await extractPdf(bytes, options) };
  }
  if (mime === 'image/png' || mime === 'image/jpeg' || mime === 'image/webp') {
    const { extractImage } = await import('./image.ts');
    return { pages: await extractImage(bytes, options) };
  }
  if (mime === 'image/heic') {
    const { extractHeic } = await import('./image.ts');
    return extractHeic(bytes, options);
  }
  if (mime === DOCX_MIME || mime === PPTX_MIME) {
    const { extractOffice } = await import('./office.ts');
    return { pages: await extractOffice(bytes, mime === DOCX_MIME ? 'docx' : 'pptx') };
  }
  if (mime === 'text/plain') {
    const text = decodeText(bytes);
    if (text === null) throw new ExtractionError('notText');
    return {
      pages: splitTextPages(text).map((page, index) => ({
        page: index + 1,
        text: page,
        ocr: false,
        confidence: null,
      })),
    };
  }
  throw new ExtractionError('unsupported');
}

/** Posts whole percentages only, each once. */
function progressPoster(port: WorkerTask['port']): (fraction: number) => void {
  let last = -1;
  return (fraction) => {
    const percent = Math.floor(Math.max(0, Math.min(1, fraction)) * 100);
    if (!port || percent <= last) return;
    last = percent;
    port.postMessage({ type: 'progress', fraction: percent / 100 } satisfies WorkerMessage);
  };
}

export default async function extract(task: WorkerTask): Promise<WorkerOutcome> {
  // The pool watches this thread's memory while the job runs.
  task.port?.postMessage({ type: 'thread', threadId } satisfies WorkerMessage);
  const onProgress = progressPoster(task.port);
  try {
    const { pages, preview } = await extractPages(task, { langDir: task.langDir, onProgress });
    onProgress(1);
    return preview ? { ok: true, pages, preview } : { ok: true, pages };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, code: error.code };
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { ok: false, code: 'failed', detail: detail.slice(0, 500) };
  } finally {
    task.port?.close();
  }
}
