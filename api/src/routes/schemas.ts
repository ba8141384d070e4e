import { z } from '@hono/zod-openapi';

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

type ErrorResponse = {
  description: string;
  content: { 'application/json': { schema: typeof ErrorSchema } };
};

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
