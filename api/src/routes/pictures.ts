import { createRoute, z } from '@hono/zod-openapi';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { AUTH_MESSAGES, getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { unauthorized, type LocalizedText } from '../errors.ts';
import { NOTIFICATION_TEXTS } from '../notifications/messages.ts';
import type { NotificationService } from '../notifications/service.ts';
import { createRouter } from '../router.ts';
import type { Store } from '../store/index.ts';
import type { ImageField } from '../store/users.ts';
import {
  IMAGE_KINDS,
  imageDimensions,
  MAX_IMAGE_BYTES,
  UPLOAD_ID,
  withinImageLimits,
} from '../uploads/images.ts';
import { requestOrigin } from '../uploads/public-url.ts';
import { fileError, inMemory, readUpload, UPLOAD_MESSAGES } from '../uploads/read-upload.ts';
import { BEARER_SECURITY, errorResponse, errorResponses } from './schemas.ts';

export const PICTURE_MESSAGES = {
  fileTooLarge: UPLOAD_MESSAGES.fileTooLarge,
  notAnImage: {
    en: 'file must be a PNG, JPEG, WebP or GIF image',
    ar: 'الحقل file يجب أن يكون صورة بصيغة PNG أو JPEG أو WebP أو GIF',
  },
  imageTooLarge: {
    en: 'The image is too large: at most 8000 pixels wide or high, and 40 megapixels in all',
    ar: 'أبعاد الصورة كبيرة جدًا: الحد الأقصى 8000 بكسل للعرض أو الارتفاع، و40 ميغابكسل إجمالًا',
  },
} as const satisfies Record<string, LocalizedText>;

// Documented as a plain OpenAPI schema, not zod: a zod body schema would make the route read and
// buffer the whole form before the handler; readUpload reads it as a stream instead.
const PICTURE_UPLOAD = 'PictureUpload';
const UPLOAD_SCHEMA = {
  type: 'object' as const,
  required: ['file'],
  properties: {
    file: {
      type: 'string' as const,
      format: 'binary',
      description:
        'A PNG, JPEG, WebP or GIF image of at most 5 MB, 8000 pixels wide or high and 40 megapixels, ' +
        'recognised by its content.',
    },
  },
};

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
      'their first bytes (the file name and the declared type are ignored); at most 5 MB, and at most ' +
      '8000 pixels wide or high and 40 megapixels, read from the image header. The body is read as it ' +
      'arrives: a file over 5 MB is refused as soon as it passes the limit. The old file is deleted and ' +
      'a "profile updated" notification is created.',
    security: BEARER_SECURITY,
    request: {
      body: {
        required: true,
        content: { 'multipart/form-data': { schema: { $ref: `#/components/schemas/${PICTURE_UPLOAD}` } } },
      },
    },
    responses: {
      200: { description: 'Stored.', content: { 'application/json': { schema: UploadedSchema } } },
      ...errorResponses(400, 401, 500),
      413: errorResponse(
        'The file is larger than 5 MB (`File is too large`); the answer closes the connection.',
      ),
      415: errorResponse('The file is not a PNG, JPEG, WebP or GIF image, or the body is not multipart.'),
      422: errorResponse(
        'The image is more than 8000 pixels wide or high, or more than 40 megapixels (its header says so).',
      ),
    },
  });

  const router = createRouter({ streamsBody: true });
  router.openAPIRegistry.registerComponent('schemas', PICTURE_UPLOAD, UPLOAD_SCHEMA);
  router.use('*', requireAuth(deps.auth));
  return router.openapi(route, async (c) => {
    const { files } = await readUpload(c, {
      allowed: IMAGE_KINDS,
      maxFileBytes: MAX_IMAGE_BYTES,
      notAllowedMessage: PICTURE_MESSAGES.notAnImage,
      store: inMemory,
    });
    const [{ kind, stored: bytes }] = files;
    const size = imageDimensions(bytes);
    if (!size) throw fileError(415, 'file', PICTURE_MESSAGES.notAnImage);
    if (!withinImageLimits(size)) throw fileError(422, 'file', PICTURE_MESSAGES.imageTooLarge);

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
