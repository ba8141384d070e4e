// The one error type of every API call (JSON, upload, stream): an HTTP status (0 when the API
// could not be reached) and the text to show, in English and Arabic.
import type { LocalizedText } from '../types';

export class ApiError extends Error {
  readonly status: number;
  readonly text: LocalizedText;
  readonly body: unknown;
  constructor(status: number, text: LocalizedText, body?: unknown) {
    super(text.en);
    this.name = 'ApiError';
    this.status = status;
    this.text = text;
    this.body = body;
  }
}

export const NETWORK_ERROR: LocalizedText = {
  en: 'Cannot reach the server. Check your connection and try again.',
  ar: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
};
export const GENERIC_ERROR: LocalizedText = { en: 'Something went wrong', ar: 'حدث خطأ ما' };

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LocalizedText).en === 'string' &&
    typeof (value as LocalizedText).ar === 'string'
  );
}

/** The error for an API answer `{message: {en, ar}}` (any other body: the generic text). */
export function answerError(status: number, data: unknown): ApiError {
  const message = (data as { message?: unknown } | null)?.message;
  return new ApiError(status, isLocalizedText(message) ? message : GENERIC_ERROR, data);
}

/** An answer's JSON body; null when it has none (empty, HTML, plain text). */
export async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') ? response.json().catch(() => null) : null;
}

/** JSON text as a value; anything else (empty, HTML, plain text) as null. */
export function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
