import { z } from '@hono/zod-openapi';
import { EDUCATION_LEVELS, GRADES, ROLES, VOICES, type User } from '../store/users.ts';

/** Shared OpenAPI schemas (components) used by several resources. */

export const LocalizedTextSchema = z
  .object({
    en: z.string().openapi({ example: 'Something went wrong' }),
    ar: z.string().openapi({ example: 'حدث خطأ ما' }),
  })
  .openapi('LocalizedText', { description: 'User-visible text in English and Arabic.' });

export const ErrorSchema = z
  .object({
    message: LocalizedTextSchema,
    issues: z
      .array(z.object({ field: z.string().openapi({ example: 'subject' }), message: LocalizedTextSchema }))
      .optional()
      .openapi({ description: 'Validation failures only: one entry per invalid field.' }),
  })
  .openapi('Error', { description: 'Body of every error response.' });

const errorDescriptions = {
  400: 'Invalid input: malformed JSON or a field that fails validation (named in the message).',
  401: 'Missing or invalid bearer token.',
  404: 'Not found.',
  409: 'Conflicts with existing data.',
  413: 'The request body is larger than the limit.',
  415: 'Unsupported content type.',
  429: 'Too many requests.',
  500: 'Unexpected error.',
} as const;

/** Name of the bearer-token security scheme registered in /openapi.json. */
export const BEARER_AUTH = 'bearerAuth';

/** `security` of a route that needs `Authorization: Bearer <accessToken>`. */
export const BEARER_SECURITY = [{ [BEARER_AUTH]: [] }];

type ErrorResponse = {
  description: string;
  content: { 'application/json': { schema: typeof ErrorSchema } };
};

/** One `responses` entry with the Error body and its own description. */
export function errorResponse(description: string): ErrorResponse {
  return { description, content: { 'application/json': { schema: ErrorSchema } } };
}

/** `responses` entries for the given error statuses, all with the Error body. */
export function errorResponses<S extends keyof typeof errorDescriptions>(
  ...statuses: S[]
): Record<S, ErrorResponse> {
  const responses = {} as Record<S, ErrorResponse>;
  for (const status of statuses) {
    responses[status] = {
      description: errorDescriptions[status],
      content: { 'application/json': { schema: ErrorSchema } },
    };
  }
  return responses;
}

/**
 * A secondary grade: 10, 11 or 12 (secondary years 1 to 3). The enum is stated for the OpenAPI
 * document, which would otherwise show only the first value of a multi-value literal (and the
 * front ends' types, generated from it, would allow grade 10 alone).
 */
export const GradeSchema = z
  .literal(GRADES)
  .openapi({ type: 'integer', enum: [...GRADES], description: 'Secondary grade 10, 11 or 12.', example: 11 });

const isoDate = (description: string) =>
  z.string().openapi({ description: `${description} (ISO 8601 UTC)`, example: '2025-01-31T09:30:00.000Z' });

/** A user as the API shows it (the password hash never leaves the API). Matches shared-ui's `User`. */
export const UserSchema = z
  .object({
    _id: z.string().openapi({ example: '5b1f6c1e-4a53-4a7f-b0a5-0d7f0f3c9f21' }),
    username: z.string().openapi({ example: 'Sara Alqahtani' }),
    email: z.string().openapi({ example: 'sara@example.com' }),
    phone: z.string().optional().openapi({ example: '+966501234567' }),
    roles: z.array(z.enum(ROLES)).openapi({ example: ['user'] }),
    hasOnBoarded: z.boolean(),
    profilePicture: z.string().optional().openapi({ description: 'URL of the profile picture.' }),
    profileCover: z.string().optional().openapi({ description: 'URL of the cover picture.' }),
    educationLevel: z.enum(EDUCATION_LEVELS).optional(),
    grade: GradeSchema.optional().openapi({ description: '10, 11 or 12 (school only).' }),
    universityYear: z.number().int().optional().openapi({ description: '1 to 6 (university only).' }),
    voice: z.enum(VOICES).optional(),
    ttsSpeed: z.number().optional().openapi({ description: 'Text-to-speech rate, 0.5 to 2.', example: 1 }),
    createdAt: isoDate('When the account was created'),
  })
  .openapi('User');

export type PublicUser = z.infer<typeof UserSchema>;

/** `{ [key]: value }`, or nothing when the value is undefined (optional fields are left out, never null). */
const present = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** The stored user without its password hash and bookkeeping, in the documented field order. */
export function toPublicUser(user: User): PublicUser {
  return {
    _id: user._id,
    username: user.username,
    email: user.email,
    ...present('phone', user.phone),
    roles: [...user.roles],
    hasOnBoarded: user.hasOnBoarded,
    ...present('profilePicture', user.profilePicture),
    ...present('profileCover', user.profileCover),
    ...present('educationLevel', user.educationLevel),
    ...present('grade', user.grade),
    ...present('universityYear', user.universityYear),
    ...present('voice', user.voice),
    ...present('ttsSpeed', user.ttsSpeed),
    createdAt: user.createdAt,
  };
}
