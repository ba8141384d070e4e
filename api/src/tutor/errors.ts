/**
 * The tutor's failures, each an AppError with its status and a localized message: a provider throws
 * one from `reply()`, the service lets it through (a JSON error, or the `error` event of a streamed
 * reply), and the student's message is kept.
 */
import { AppError, type LocalizedText } from '../errors.ts';
import type { TutorFailure } from './types.ts';

export const TUTOR_FAILURE_MESSAGES = {
  provider: {
    en: 'The tutor could not answer right now. Please try again in a moment.',
    ar: 'تعذّر على المعلم الإجابة الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  },
  timeout: {
    en: 'The tutor took too long to answer. Please try again.',
    ar: 'استغرق المعلم وقتًا طويلًا في الإجابة. يرجى المحاولة مرة أخرى.',
  },
  refusal: {
    en: 'The tutor cannot help with this request. Try asking about your studies in another way.',
    ar: 'لا يستطيع المعلم المساعدة في هذا الطلب. جرّب أن تسأل عن دروسك بطريقة أخرى.',
  },
  unreadableImage: {
    en: 'No text could be read in this image. Try a sharper picture, or type the question.',
    ar: 'تعذّرت قراءة أي نص في هذه الصورة. جرّب صورة أوضح، أو اكتب السؤال.',
  },
} as const satisfies Record<TutorFailure, LocalizedText>;

export const TUTOR_FAILURE_STATUS = {
  provider: 502,
  timeout: 504,
  refusal: 422,
  unreadableImage: 422,
} as const satisfies Record<TutorFailure, number>;

/** A failed reply: `failure` says why; status and message follow from it (or are given). */
export class TutorError extends AppError {
  readonly failure: TutorFailure;

  constructor(failure: TutorFailure, options: { message?: LocalizedText; cause?: unknown } = {}) {
    super(TUTOR_FAILURE_STATUS[failure], options.message ?? TUTOR_FAILURE_MESSAGES[failure], {
      cause: options.cause,
    });
    this.name = 'TutorError';
    this.failure = failure;
  }
}

export const tutorError = (failure: TutorFailure, cause?: unknown) => new TutorError(failure, { cause });
