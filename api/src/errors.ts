import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { ZodError, core } from 'zod';
import type { AppEnv } from './router.ts';

/** User-visible text in both languages of the product. */
export interface LocalizedText {
  en: string;
  ar: string;
}

/** One invalid input field, as reported by ValidationError. */
export interface FieldIssue {
  /** Dotted path of the field in the request part, e.g. `subject` or `items.0.name`; empty for the whole part. */
  field: string;
  message: LocalizedText;
}

/** Body of every error response: `{ message: { en, ar } }`, plus `issues` for validation failures. */
export interface ErrorBody {
  message: LocalizedText;
  issues?: FieldIssue[];
}

export interface AppErrorOptions {
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  issues?: FieldIssue[];
  cause?: unknown;
}

/**
 * The one error type of the API. Throw it from anywhere (route, repository, middleware): the error
 * handler renders `{ message: { en, ar } }` with `status`. `Error.message` holds the English text so
 * logs and stack traces stay readable.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly localized: LocalizedText;
  readonly headers: Readonly<Record<string, string>>;
  readonly issues: readonly FieldIssue[] | undefined;

  constructor(status: ContentfulStatusCode, message: LocalizedText, options: AppErrorOptions = {}) {
    super(message.en, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.localized = message;
    this.headers = options.headers ?? {};
    this.issues = options.issues;
  }

  toBody(): ErrorBody {
    return this.issues ? { message: this.localized, issues: [...this.issues] } : { message: this.localized };
  }
}

export const MESSAGES = {
  badRequest: { en: 'The request is invalid', ar: 'الطلب غير صالح' },
  malformedJson: { en: 'The request body is not valid JSON', ar: 'البيانات المرسلة ليست بصيغة JSON صحيحة' },
  malformedForm: { en: 'The submitted form data is malformed', ar: 'بيانات النموذج المرسلة تالفة' },
  unauthorized: { en: 'Please sign in to continue', ar: 'يرجى تسجيل الدخول للمتابعة' },
  forbidden: {
    en: 'You do not have permission to do this',
    ar: 'ليست لديك صلاحية للقيام بهذا الإجراء',
  },
  notFound: { en: 'Not found', ar: 'غير موجود' },
  conflict: { en: 'This conflicts with existing data', ar: 'يتعارض هذا الطلب مع بيانات موجودة' },
  duplicate: { en: 'This item already exists', ar: 'هذا العنصر موجود بالفعل' },
  payloadTooLarge: {
    en: 'The request body is too large',
    ar: 'حجم البيانات المرسلة أكبر من الحد المسموح به',
  },
  unsupportedMediaType: { en: 'Unsupported content type', ar: 'نوع المحتوى غير مدعوم' },
  tooManyRequests: {
    en: 'Too many requests, please try again later',
    ar: 'عدد الطلبات كبير جدًا، يرجى المحاولة لاحقًا',
  },
  internal: { en: 'Something went wrong', ar: 'حدث خطأ ما' },
} as const satisfies Record<string, LocalizedText>;

export const badRequest = (message: LocalizedText = MESSAGES.badRequest, options?: AppErrorOptions) =>
  new AppError(400, message, options);
export const unauthorized = (message: LocalizedText = MESSAGES.unauthorized) =>
  new AppError(401, message, { headers: { 'WWW-Authenticate': 'Bearer' } });
export const forbidden = (message: LocalizedText = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: LocalizedText = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: LocalizedText = MESSAGES.conflict) => new AppError(409, message);
/**
 * A 413 is answered before the rest of the body is read: `Connection: close` makes Node end the
 * connection after the answer, so the unread bytes are never taken for the next request on it, and
 * the client (told so) sends its next request on a new connection.
 */
export const payloadTooLarge = (message: LocalizedText = MESSAGES.payloadTooLarge) =>
  new AppError(413, message, { headers: { Connection: 'close' } });
export const unsupportedMediaType = (message: LocalizedText = MESSAGES.unsupportedMediaType) =>
  new AppError(415, message);
export const tooManyRequests = (
  retryAfterSeconds?: number,
  message: LocalizedText = MESSAGES.tooManyRequests,
) =>
  new AppError(
    429,
    message,
    retryAfterSeconds === undefined
      ? {}
      : { headers: { 'Retry-After': String(Math.ceil(retryAfterSeconds)) } },
  );

/**
 * A unique index rejected a write. Both store adapters throw exactly this (409 when it reaches the
 * handler); routes catch it when they can say something more specific, e.g. "email already registered".
 */
export class DuplicateKeyError extends AppError {
  readonly collection: string;

  constructor(collection: string, cause?: unknown) {
    super(409, MESSAGES.duplicate, { cause });
    this.name = 'DuplicateKeyError';
    this.collection = collection;
  }
}

// ---------------------------------------------------------------------------------------------------
// Validation (zod) errors

/** Which part of the request a validator read (hono's validation targets). */
export type ValidationTarget = 'json' | 'form' | 'query' | 'param' | 'header' | 'cookie' | (string & {});

const TARGET_TEXT: Record<string, { whole: LocalizedText; prefix: LocalizedText }> = {
  json: {
    whole: { en: 'The request body', ar: 'محتوى الطلب' },
    prefix: { en: 'Invalid request data', ar: 'البيانات المرسلة غير صالحة' },
  },
  form: {
    whole: { en: 'The form data', ar: 'بيانات النموذج' },
    prefix: { en: 'Invalid form data', ar: 'بيانات النموذج غير صالحة' },
  },
  query: {
    whole: { en: 'The query string', ar: 'معاملات الاستعلام' },
    prefix: { en: 'Invalid query parameters', ar: 'معاملات الاستعلام غير صالحة' },
  },
  param: {
    whole: { en: 'The path', ar: 'مسار الطلب' },
    prefix: { en: 'Invalid path parameters', ar: 'معاملات المسار غير صالحة' },
  },
  header: {
    whole: { en: 'The headers', ar: 'ترويسات الطلب' },
    prefix: { en: 'Invalid request headers', ar: 'ترويسات الطلب غير صالحة' },
  },
};
const DEFAULT_TARGET_TEXT = {
  whole: { en: 'The request', ar: 'الطلب' },
  prefix: { en: 'Invalid request data', ar: 'البيانات المرسلة غير صالحة' },
};

const TYPE_NAMES: Record<string, LocalizedText> = {
  string: { en: 'text', ar: 'نصًا' },
  number: { en: 'a number', ar: 'رقمًا' },
  int: { en: 'a whole number', ar: 'عددًا صحيحًا' },
  boolean: { en: 'true or false', ar: 'true أو false' },
  array: { en: 'a list', ar: 'قائمة' },
  object: { en: 'an object', ar: 'كائنًا' },
};

const count = (n: number | bigint, one: string, many: string) =>
  `${String(n)} ${n === 1 || n === 1n ? one : many}`;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    'en' in value &&
    typeof value.en === 'string' &&
    'ar' in value &&
    typeof value.ar === 'string'
  );
}

/**
 * Options for a zod `.refine()` whose failure has its own predicate in both languages, e.g.
 * `.refine(hasDigit, localizedCheck({ en: 'must contain a digit', ar: 'يجب أن يحتوي على رقم' }))`.
 * Like the built-in predicates, English follows the field name and Arabic follows "الحقل <name>".
 */
export function localizedCheck(predicate: LocalizedText): {
  error: string;
  params: { localized: LocalizedText };
} {
  return { error: predicate.en, params: { localized: predicate } };
}

/** Predicate of one issue: English follows the field name, Arabic follows "الحقل <name>". */
function describeIssue(issue: core.$ZodIssue, input: unknown): LocalizedText {
  switch (issue.code) {
    case 'custom': {
      const localized: unknown = issue.params?.localized;
      return isLocalizedText(localized) ? localized : { en: 'is invalid', ar: 'قيمته غير صالحة' };
    }
    case 'invalid_union': {
      // A discriminated union whose discriminator is missing or unknown (e.g. educationLevel).
      if (issue.discriminator !== undefined && 'options' in issue && issue.options) {
        if (valueAt(input, issue.path) === undefined) return { en: 'is required', ar: 'مطلوب' };
        const values = issue.options.map((v) => String(v));
        return {
          en: `must be one of: ${values.join(', ')}`,
          ar: `يجب أن تكون قيمته إحدى القيم: ${values.join('، ')}`,
        };
      }
      return { en: 'is invalid', ar: 'قيمته غير صالحة' };
    }
    case 'invalid_type': {
      if (valueAt(input, issue.path) === undefined) return { en: 'is required', ar: 'مطلوب' };
      const type = TYPE_NAMES[issue.expected];
      return type
        ? { en: `must be ${type.en}`, ar: `يجب أن تكون قيمته ${type.ar}` }
        : { en: `must be of type ${issue.expected}`, ar: `يجب أن تكون قيمته من النوع ${issue.expected}` };
    }
    case 'too_small': {
      const n = String(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.exact)
          return {
            en: `must be exactly ${count(issue.minimum, 'character', 'characters')} long`,
            ar: `يجب أن يكون عدد أحرفه ${n} بالضبط`,
          };
        if (issue.minimum === 1) return { en: 'must not be empty', ar: 'يجب ألا يكون فارغًا' };
        return {
          en: `must be at least ${count(issue.minimum, 'character', 'characters')} long`,
          ar: `يجب ألا يقل عدد أحرفه عن ${n}`,
        };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return {
          en: `must contain at least ${count(issue.minimum, 'item', 'items')}`,
          ar: `يجب ألا يقل عدد عناصره عن ${n}`,
        };
      }
      if (issue.inclusive === false)
        return { en: `must be greater than ${n}`, ar: `يجب أن تكون قيمته أكبر من ${n}` };
      return { en: `must be at least ${n}`, ar: `يجب ألا تقل قيمته عن ${n}` };
    }
    case 'too_big': {
      const n = String(issue.maximum);
      if (issue.origin === 'string') {
        if (issue.exact)
          return {
            en: `must be exactly ${count(issue.maximum, 'character', 'characters')} long`,
            ar: `يجب أن يكون عدد أحرفه ${n} بالضبط`,
          };
        return {
          en: `must be at most ${count(issue.maximum, 'character', 'characters')} long`,
          ar: `يجب ألا يزيد عدد أحرفه على ${n}`,
        };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return {
          en: `must contain at most ${count(issue.maximum, 'item', 'items')}`,
          ar: `يجب ألا يزيد عدد عناصره على ${n}`,
        };
      }
      if (issue.inclusive === false)
        return { en: `must be less than ${n}`, ar: `يجب أن تكون قيمته أقل من ${n}` };
      return { en: `must be at most ${n}`, ar: `يجب ألا تزيد قيمته على ${n}` };
    }
    case 'invalid_format':
      switch (issue.format) {
        case 'email':
          return { en: 'must be a valid email address', ar: 'يجب أن يكون عنوان بريد إلكتروني صالحًا' };
        case 'url':
          return { en: 'must be a valid URL', ar: 'يجب أن يكون رابطًا صالحًا' };
        case 'datetime':
          return { en: 'must be a valid date and time', ar: 'يجب أن يكون تاريخًا ووقتًا صالحين' };
        default:
          return { en: 'has an invalid format', ar: 'صيغته غير صالحة' };
      }
    case 'invalid_value': {
      if (valueAt(input, issue.path) === undefined) return { en: 'is required', ar: 'مطلوب' };
      const values = issue.values.map((v) => String(v));
      return {
        en: `must be one of: ${values.join(', ')}`,
        ar: `يجب أن تكون قيمته إحدى القيم: ${values.join('، ')}`,
      };
    }
    case 'not_multiple_of':
      return {
        en: `must be a multiple of ${issue.divisor}`,
        ar: `يجب أن تكون قيمته من مضاعفات ${issue.divisor}`,
      };
    case 'unrecognized_keys':
      return { en: 'is not an allowed field', ar: 'غير مسموح به' };
    default:
      return { en: 'is invalid', ar: 'قيمته غير صالحة' };
  }
}

/**
 * Builds a 400 AppError from a zod failure. The message names every invalid field in both languages
 * (field names are the API's own identifiers, so they stay in Latin script in the Arabic text).
 */
export function validationError(error: ZodError, target: ValidationTarget, input: unknown): AppError {
  const text = TARGET_TEXT[target] ?? DEFAULT_TARGET_TEXT;
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    // An unknown key is reported on its parent object: report each key as its own field.
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    const predicate = describeIssue(issue, input);
    for (const path of paths) {
      const field = path.map((key) => String(key)).join('.');
      issues.push({
        field,
        message:
          field === ''
            ? { en: `${text.whole.en} ${predicate.en}`, ar: `${text.whole.ar} ${predicate.ar}` }
            : { en: `${field} ${predicate.en}`, ar: `الحقل ${field} ${predicate.ar}` },
      });
    }
  }
  return new AppError(
    400,
    {
      en: `${text.prefix.en}: ${issues.map((i) => i.message.en).join('; ')}`,
      ar: `${text.prefix.ar}: ${issues.map((i) => i.message.ar).join('؛ ')}`,
    },
    { issues },
  );
}

/**
 * The defaultHook of every OpenAPIHono app: turns a failed zod validation into a thrown ValidationError
 * (so the error handler renders it) instead of @hono/zod-validator's raw zod output.
 * On failure, @hono/zod-validator passes the raw input as `data`, used to tell "missing" from "wrong".
 */
export function validationHook(result: {
  success: boolean;
  target: string;
  error?: ZodError;
  data?: unknown;
}): void {
  if (!result.success && result.error) throw validationError(result.error, result.target, result.data);
}

/**
 * A 400 (or `status`) naming one invalid field, shaped like a zod validation failure: e.g.
 * `invalidField('form', 'file', { en: 'is required', ar: 'مطلوب' })` says "Invalid form data: file is
 * required". For inputs read without a zod schema (multipart uploads read as a stream).
 */
export function invalidField(
  target: ValidationTarget,
  field: string,
  predicate: LocalizedText,
  status: ContentfulStatusCode = 400,
): AppError {
  const text = TARGET_TEXT[target] ?? DEFAULT_TARGET_TEXT;
  const message = { en: `${field} ${predicate.en}`, ar: `الحقل ${field} ${predicate.ar}` };
  return new AppError(
    status,
    { en: `${text.prefix.en}: ${message.en}`, ar: `${text.prefix.ar}: ${message.ar}` },
    { issues: [{ field, message }] },
  );
}

// ---------------------------------------------------------------------------------------------------
// Rendering

/** Maps hono's own HTTPExceptions (bad JSON, bad form data, wrong media type, ...) to AppErrors. */
function fromHttpException(err: HTTPException): AppError {
  switch (err.status) {
    case 400:
      if (err.message.startsWith('Malformed JSON')) return badRequest(MESSAGES.malformedJson);
      if (err.message.startsWith('Malformed FormData')) return badRequest(MESSAGES.malformedForm);
      return badRequest();
    case 401:
      return unauthorized();
    case 403:
      return forbidden();
    case 404:
      return notFound();
    case 413:
      return payloadTooLarge();
    case 415:
      return unsupportedMediaType();
    case 429:
      return tooManyRequests();
    default:
      return err.status >= 400 && err.status < 500
        ? new AppError(err.status as ContentfulStatusCode, MESSAGES.badRequest)
        : new AppError(500, MESSAGES.internal);
  }
}

/**
 * What a thrown value says to the client: an AppError as it is, hono's HTTPException mapped to a
 * localized AppError, anything else the generic 500 (its message never reaches the client; the
 * caller logs it).
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) return fromHttpException(err);
  return new AppError(500, MESSAGES.internal);
}

export function renderError(c: Context, error: AppError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.toBody(), error.status);
}

/**
 * The one error handler (`app.onError`). AppErrors render as they are; hono's HTTPExceptions map to a
 * localized AppError; anything else is a 500 with a generic message, logged with the request id.
 * Stacks and internal messages never reach the response.
 */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    const error = toAppError(err);
    if (error.status >= 500) {
      logger.error(
        { err, requestId: c.get('requestId'), method: c.req.method, path: c.req.path },
        'Unhandled error',
      );
    }
    return renderError(c, error);
  };
}

export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => renderError(c, notFound());
