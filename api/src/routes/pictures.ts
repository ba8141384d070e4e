import { createRoute, z } from '@hono/zod-openapi';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { AUTH_MESSAGES, getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { AppError, localizedCheck, unauthorized, type LocalizedText } from '../errors.ts';
import { NOTIFICATION_TEXTS } from '../notifications/messages.ts';
import type { NotificationService } from '../notifications/service.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import type { ImageField } from '../store/users.ts';
import { detectImage, MAX_IMAGE_BYTES, UPLOAD_ID } from '../uploads/images.ts';
import { requestOrigin } from '../uploads/public-url.ts';
import { BEARER_SECURITY, errorResponse, errorResponses } from './schemas.ts';

export const PICTURE_MESSAGES = {
  fileTooLarge: { en: 'File is too large', ar: 'حجم الملف كبير جدًا' },
  notAnImage: {
    en: 'file must be a PNG, JPEG, WebP or GIF image',
    ar: 'الحقل file يجب أن يكون صورة بصيغة PNG أو JPEG أو WebP أو GIF',
  },
} as const satisfies Record<string, LocalizedText>;

/** Room for the multipart framing around a file of the largest size, so our own check answers first. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

// Missing and "not a file" are told apart; the OpenAPI document shows a binary string.
const FileSchema = z
  .unknown()
  .refine((value) => value !== undefined, localizedCheck({ en: 'is required', ar: 'مطلوب' }))
  .pipe(
    z.custom<File>(
      (value) => value instanceof File,
      localizedCheck({ en: 'must be a single file', ar: 'يجب أن يكون ملفًا واحدًا' }),
    ),
  )
  .openapi({
    type: 'string',
    format: 'binary',
    description: 'A PNG, JPEG, WebP or GIF image of at most 5 MB, recognised by its content.',
  });

const UploadSchema = z.object({ file: FileSchema }).openapi('PictureUpload');

const UploadedSchema = z
  .object({
    url: z.string().openapi({
      description: 'Absolute URL of the stored picture (GET /uploads/{id}).',
      example: 'https://api.nibras.example/uploads/q3Xo0v1s9yXbJ3V5Zt1aLw.png',
    }),
  })
  .openapi('UploadedPicture');

const TARGETS = {
  profilePicture: {
    summary: 'Replace the profile picture',
    text: NOTIFICATION_TEXTS.profilePictureUpdated,
  },
  profileCover: {
    summary: 'Replace the cover picture',
    text: NOTIFICATION_TEXTS.profileCoverUpdated,
  },
} as const satisfies Record<ImageField, { summary: string; text: LocalizedText }>;

/** The upload id of one of our own picture URLs (`.../uploads/<id>`), to delete the file it replaces. */
function uploadIdOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const match = /^\/uploads\/([^/]+)$/.exec(new URL(url).pathname);
    return match?.[1] !== undefined && UPLOAD_ID.test(match[1]) ? match[1] : undefined;
  } catch {
    return undefined;
  }
}

export interface PictureRoutesDeps {
  store: Store;
  auth: AuthService;
  clock: () => Date;
  notifications: NotificationService;
  logger: Logger;
  trustProxy: boolean;
}

/** PUT /profile-picture or PUT /profile-cover (one router each, mounted by createApp). */
export function pictureRoutes(field: ImageField, deps: PictureRoutesDeps) {
  const target = TARGETS[field];
  const route = createRoute({
    method: 'put',
    path: '/',
    tags: ['Account'],
    summary: target.summary,
    description:
      'Multipart form with one field, `file`. Only PNG, JPEG, WebP and GIF are accepted, recognised by ' +
      'their first bytes (the file name and the declared type are ignored); at most 5 MB. The old file ' +
      'is deleted and a "profile updated" notification is created.',
    security: BEARER_SECURITY,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: UploadSchema } } } },
    responses: {
      200: { description: 'Stored.', content: { 'application/json': { schema: UploadedSchema } } },
      ...errorResponses(400, 401, 500),
      413: errorResponse('The file is larger than 5 MB (`File is too large`).'),
      415: errorResponse('The file is not a PNG, JPEG, WebP or GIF image, or the body is not multipart.'),
    },
  });

  const router = createRouter({
    maxBodyBytes: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
    tooLargeMessage: PICTURE_MESSAGES.fileTooLarge,
  });
  router.use('*', requireAuth(deps.auth));
  return router.openapi(route, async (c) => {
    const { file } = c.req.valid('form');
    if (file.size > MAX_IMAGE_BYTES) throw new AppError(413, PICTURE_MESSAGES.fileTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = detectImage(bytes);
    if (!kind) {
      throw new AppError(415, PICTURE_MESSAGES.notAnImage, {
        issues: [{ field: 'file', message: PICTURE_MESSAGES.notAnImage }],
      });
    }

    const id = `${randomBytes(16).toString('base64url')}.${kind.ext}`;
    await deps.store.uploads.put(id, bytes);
    const url = `${requestOrigin(c, deps.trustProxy)}/uploads/${id}`;

    // Compare-and-set, so that of two uploads at once each old file is deleted exactly once.
    const userId = getAuth(c).user._id;
    let previous = getAuth(c).user[field];
    for (let attempt = 0; ; attempt += 1) {
      if (await deps.store.users.replaceImage(userId, field, url, previous, deps.clock().toISOString()))
        break;
      const current = await deps.store.users.findById(userId);
      if (!current || attempt >= 5) {
        await deps.store.uploads.delete(id);
        if (!current) throw unauthorized(AUTH_MESSAGES.sessionEnded);
        throw new Error(`Could not update ${field} of ${userId}: it kept changing`);
      }
      previous = current[field];
    }

    const oldId = uploadIdOf(previous);
    if (oldId !== undefined) {
      await deps.store.uploads.delete(oldId).catch((err: unknown) => {
        deps.logger.warn({ err, uploadId: oldId }, 'Could not delete a replaced picture');
      });
    }
    await deps.notifications.notifyQuietly(userId, { type: 'notification', message: target.text });
    c.header('Cache-Control', 'no-store');
    return c.json({ url }, 200);
  });
}
