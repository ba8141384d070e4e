import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { getAuth, requireAuth, type AuthService } from '../auth/sessions.ts';
import { localizedCheck, type LocalizedText } from '../errors.ts';
import {
  DEFAULT_COLORS,
  MAX_FILES_PER_UPLOAD,
  MAX_MATERIAL_FILE_BYTES,
  MAX_NODE_NAME,
} from '../materials/limits.ts';
import type { MaterialNode, MaterialsService } from '../materials/service.ts';
import { createRouter, type AppEnv } from '../router.ts';
import { EXTRACTION_STATUSES, MATERIAL_KINDS } from '../store/materials.ts';
import { SAVED_COLORS } from '../store/saved-contents.ts';
import { cleanText } from '../text.ts';
import { BEARER_SECURITY, errorResponse, errorResponses, LocalizedTextSchema } from './schemas.ts';

// ---------------------------------------------------------------------------------------------------
// Schemas

/** Characters that change the direction of the text around them (they can disguise a name). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const NAME_MESSAGES = {
  bidi: {
    en: 'must not contain text-direction control characters',
    ar: 'يجب ألا يحتوي على محارف التحكم في اتجاه النص',
  },
} as const satisfies Record<string, LocalizedText>;

const NameSchema = cleanText(z.string().trim().min(1).max(MAX_NODE_NAME))
  .refine((value) => !BIDI_CONTROLS.test(value), localizedCheck(NAME_MESSAGES.bidi))
  .openapi({
    description: `One line, 1-${MAX_NODE_NAME} characters after trimming; display text only.`,
    example: 'Biology',
  });

const ColorSchema = z.enum(SAVED_COLORS).openapi({
  description: 'One of the five swatches.',
  example: '#D2E4E2',
});

const NodeIdSchema = z.string().min(1).max(64).openapi({ example: '0195f3a2b4c10000009f04c2d1aa' });

const isoDate = (description: string) =>
  z.string().openapi({ description: `${description} (ISO 8601 UTC)`, example: '2025-03-01T08:00:00.000Z' });

export const MaterialNodeSchema: z.ZodType<MaterialNode> = z
  .object({
    _id: NodeIdSchema,
    name: z
      .string()
      .openapi({ description: 'Display text only (never a path).', example: 'Cell biology.pdf' }),
    kind: z.enum(MATERIAL_KINDS).openapi({
      description: 'A section is at the top of the tree; folders and files live in sections and folders.',
    }),
    color: z.enum(SAVED_COLORS).openapi({ example: '#FFFFFF' }),
    parentId: z
      .string()
      .nullable()
      .openapi({ description: 'The section or folder it is in; null for a section.' }),
    createdAt: isoDate('Creation'),
    updatedAt: isoDate('Last change (name, colour, place)'),
    url: z.string().optional().openapi({
      description: 'Files only: `/files/{id}/content`, relative to the API (needs the bearer token).',
      example: '/files/0195f3a2b4c10000009f04c2d1aa/content',
    }),
    mime: z.string().optional().openapi({
      description: 'Files only: the kind decided from the bytes.',
      example: 'application/pdf',
    }),
    size: z.number().int().optional().openapi({ description: 'Files only: bytes.', example: 482133 }),
    pageCount: z.number().int().nullable().optional().openapi({
      description: 'Files only: pages found by the extraction (1 for an image or text), null until then.',
    }),
    status: z
      .enum(EXTRACTION_STATUSES)
      .optional()
      .openapi({
        description:
          'Files only: text extraction, `queued` after the upload, `processing` (see `progress`), then ' +
          '`ready` or `failed` (see `failure`).',
      }),
    progress: z
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .openapi({ description: 'Files only: extraction progress, 0-100.', example: 40 }),
    failure: LocalizedTextSchema.nullable().optional().openapi({
      description: 'Files only: why the extraction failed, or null.',
    }),
    get children(): z.ZodArray<z.ZodType<MaterialNode>> {
      return z.array(MaterialNodeSchema).openapi({
        description:
          'Sections and folders first, then files, each by name (numbers in names compare as numbers). ' +
          'Always empty for a file.',
      });
    },
  })
  .openapi('MaterialNode', { description: 'A section, folder or file of the student’s study materials.' });

const NodeAnswer = z.object({ node: MaterialNodeSchema }).openapi('MaterialNodeAnswer');

const UsageSchema = z
  .object({
    bytes: z.number().int().openapi({ description: 'Bytes the student’s files take.', example: 1048576 }),
    quotaBytes: z.number().int().openapi({
      description: 'Bytes the student may store in all.',
      example: 524288000,
    }),
    maxFileBytes: z
      .number()
      .int()
      .openapi({ description: 'Largest file.', example: MAX_MATERIAL_FILE_BYTES }),
    maxFiles: z.number().int().openapi({ description: 'Files per upload.', example: MAX_FILES_PER_UPLOAD }),
  })
  .openapi('MaterialsUsage');

const IdParams = z.object({
  id: NodeIdSchema.openapi({ param: { name: 'id', in: 'path' } }),
});

const NOT_FOUND = 'Not the student’s, or no such node.';

/** Response header of a folder download: files left out because their bytes are missing. */
export const MISSING_FILES_HEADER = 'Nibras-Missing-Files';

// Documented as a plain OpenAPI schema, not zod: a zod body schema would make the route read and
// buffer the whole form before the handler; readUpload reads it as a stream instead.
const MATERIAL_UPLOAD = 'MaterialUpload';
const UPLOAD_SCHEMA = {
  type: 'object' as const,
  required: ['file'],
  properties: {
    file: {
      type: 'array' as const,
      minItems: 1,
      maxItems: MAX_FILES_PER_UPLOAD,
      items: { type: 'string' as const, format: 'binary' },
      description:
        `1-${MAX_FILES_PER_UPLOAD} files (the field repeated), each a PDF, Word (.docx), PowerPoint (.pptx), PNG, JPEG, WebP or plain ` +
        'UTF-8 text of at most 25 MB, recognised by its content. Their names are display text only.',
    },
  },
};

// ---------------------------------------------------------------------------------------------------
// Routes

const TAGS = ['Study materials'];

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'The student’s study materials as a tree, and the space they use',
  description: 'Sections (by name) with their folders and files. `usage` states the quota and upload limits.',
  security: BEARER_SECURITY,
  responses: {
    200: {
      description: 'The tree.',
      content: {
        'application/json': {
          schema: z
            .object({ tree: z.array(MaterialNodeSchema), usage: UsageSchema })
            .openapi('MaterialsTree'),
        },
      },
    },
    ...errorResponses(401, 500),
  },
});

const createSectionRoute = createRoute({
  method: 'post',
  path: '/sections',
  tags: TAGS,
  summary: 'Create a section',
  description: `Colour ${DEFAULT_COLORS.section} when none is sent.`,
  security: BEARER_SECURITY,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .strictObject({ name: NameSchema, color: ColorSchema.optional() })
            .openapi('NewMaterialSection'),
        },
      },
    },
  },
  responses: {
    201: { description: 'Created.', content: { 'application/json': { schema: NodeAnswer } } },
    ...errorResponses(400, 401, 413, 415, 500),
    409: errorResponse('The student has too many sections, folders and files already (5000).'),
  },
});

const createFolderRoute = createRoute({
  method: 'post',
  path: '/folders',
  tags: TAGS,
  summary: 'Create a folder in a section or folder',
  description: `Colour ${DEFAULT_COLORS.folder} when none is sent. At most 8 levels deep (a section is level 1).`,
  security: BEARER_SECURITY,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .strictObject({ name: NameSchema, color: ColorSchema.optional(), parentId: NodeIdSchema })
            .openapi('NewMaterialFolder'),
        },
      },
    },
  },
  responses: {
    201: { description: 'Created.', content: { 'application/json': { schema: NodeAnswer } } },
    ...errorResponses(401, 413, 415, 500),
    400: errorResponse('Invalid input, the parent is a file, or the folder would be too deep.'),
    404: errorResponse('The parent is not the student’s, or there is no such node.'),
    409: errorResponse('The student has too many sections, folders and files already (5000).'),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: TAGS,
  summary: 'Rename, recolour or move a section, folder or file',
  description:
    'Only the fields sent change. `parentId` moves a folder or file into a section or folder; ' +
    'sections do not move, a folder cannot go into itself or its own folders, and the tree stays at ' +
    'most 8 levels deep.',
  security: BEARER_SECURITY,
  request: {
    params: IdParams,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .strictObject({
              name: NameSchema.optional(),
              color: ColorSchema.optional(),
              parentId: NodeIdSchema.optional(),
            })
            .refine(
              (value) => Object.values(value).some((field) => field !== undefined),
              localizedCheck({
                en: 'must change at least one of name, color, parentId',
                ar: 'يجب أن يغيّر حقلًا واحدًا على الأقل من name وcolor وparentId',
              }),
            )
            .openapi('MaterialNodeChanges'),
        },
      },
    },
  },
  responses: {
    200: { description: 'The node as saved.', content: { 'application/json': { schema: NodeAnswer } } },
    ...errorResponses(401, 413, 415, 500),
    400: errorResponse(
      'Invalid input, a section moved, a move into a file, into itself or its own folders, or too deep.',
    ),
    404: errorResponse(`${NOT_FOUND} (the node or the new parent)`),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: TAGS,
  summary: 'Delete a section, folder or file with everything in it',
  description:
    'Deletes the nodes, their stored bytes, their extracted text and their search entries. ' +
    'Conversations about a deleted file stay.',
  security: BEARER_SECURITY,
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(401, 500),
    404: errorResponse(NOT_FOUND),
  },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/{parentId}/upload',
  tags: TAGS,
  summary: 'Upload files into a section or folder',
  description:
    `Multipart form, field \`file\` repeated 1-${MAX_FILES_PER_UPLOAD} times. Accepted: PDF, Word (.docx), PowerPoint (.pptx), PNG, ` +
    'JPEG, WebP and plain UTF-8 text, recognised by their bytes (the name and declared type are ' +
    'ignored). Each file at most 25 MB, checked while the body streams; the student’s quota is ' +
    'checked against the declared body length first, then as bytes arrive. Each file starts ' +
    '`queued` for text extraction.',
  security: BEARER_SECURITY,
  request: {
    params: z.object({
      parentId: NodeIdSchema.openapi({ param: { name: 'parentId', in: 'path' } }),
    }),
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: { $ref: `#/components/schemas/${MATERIAL_UPLOAD}` } },
      },
    },
  },
  responses: {
    201: {
      description: 'Stored, in the order sent.',
      content: {
        'application/json': {
          schema: z.object({ files: z.array(MaterialNodeSchema) }).openapi('UploadedMaterials'),
        },
      },
    },
    ...errorResponses(401, 500),
    400: errorResponse(
      'A malformed form, no file, more than 20 files, or an unknown field; or the parent is a file.',
    ),
    404: errorResponse('The parent is not the student’s, or there is no such node.'),
    409: errorResponse('The student has too many sections, folders and files already (5000).'),
    413: errorResponse(
      'A file is larger than 25 MB (`File is too large`), or the files would pass the student’s ' +
        'quota (`Not enough space: …`); the answer closes the connection.',
    ),
    415: errorResponse(
      'A file is not a PDF, Word, PowerPoint, PNG, JPEG, WebP, HEIC or plain text file, or the body is not multipart.',
    ),
  },
});

const retryRoute = createRoute({
  method: 'post',
  path: '/{id}/retry',
  tags: TAGS,
  summary: 'Extract the text of a failed file again',
  security: BEARER_SECURITY,
  request: { params: IdParams },
  responses: {
    202: { description: 'Queued again.', content: { 'application/json': { schema: NodeAnswer } } },
    ...errorResponses(401, 500),
    404: errorResponse(NOT_FOUND),
    409: errorResponse('The node is not a file whose extraction failed.'),
  },
});

const binary = z.string().openapi({ format: 'binary' });

const contentRoute = createRoute({
  method: 'get',
  path: '/{id}/content',
  tags: TAGS,
  summary: 'The bytes of a file',
  description:
    'Served as the kind recognised at upload, `nosniff`, a deny-all CSP; `Content-Disposition: ' +
    'inline`, or `attachment` with `?download=1`, with the display name (`filename*`, RFC 5987). ' +
    'A HEIC photo, which browsers cannot draw, is shown inline as the JPEG copy its extraction made ' +
    '(named `.jpg`; 409 until the extraction has made it); `?download=1` gives the photo as uploaded.',
  security: BEARER_SECURITY,
  request: {
    params: IdParams,
    query: z.object({
      download: z.enum(['0', '1']).optional().openapi({ description: '`1`: as an attachment.' }),
    }),
  },
  responses: {
    200: {
      description: 'The file.',
      content: {
        'application/pdf': { schema: binary },
        'image/png': { schema: binary },
        'image/jpeg': { schema: binary },
        'image/webp': { schema: binary },
        'image/heic': { schema: binary },
        'text/plain': { schema: binary },
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { schema: binary },
        'application/vnd.openxmlformats-officedocument.presentationml.presentation': { schema: binary },
      },
    },
    ...errorResponses(401, 500),
    404: errorResponse(`${NOT_FOUND} (or not a file, or its bytes are missing)`),
    409: errorResponse(
      'A HEIC photo whose viewing copy is still being made (`This photo is still being prepared for viewing`).',
    ),
  },
});

const pagesRoute = createRoute({
  method: 'get',
  path: '/{id}/pages',
  tags: TAGS,
  summary: 'The text extracted from a file, page by page',
  description: 'Empty until the extraction is ready.',
  security: BEARER_SECURITY,
  request: { params: IdParams },
  responses: {
    200: {
      description: 'The pages, in order.',
      content: {
        'application/json': {
          schema: z
            .object({
              pages: z.array(
                z
                  .object({
                    page: z.number().int().openapi({ description: '1-based.', example: 1 }),
                    text: z.string(),
                    ocr: z.boolean().openapi({
                      description:
                        'Read by OCR: a scan, an image, or a page whose text layer was unreadable.',
                    }),
                    confidence: z
                      .number()
                      .int()
                      .min(0)
                      .max(100)
                      .nullable()
                      .openapi({
                        description:
                          "The OCR's mean word confidence, 0-100 (null when the page was not read by OCR). " +
                          'Below 60 the page is marked as possibly misread.',
                        example: null,
                      }),
                  })
                  .openapi('MaterialPage'),
              ),
            })
            .openapi('MaterialPages'),
        },
      },
    },
    ...errorResponses(401, 500),
    404: errorResponse(`${NOT_FOUND} (or not a file)`),
  },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/{id}/download',
  tags: TAGS,
  summary: 'A section or folder as a zip',
  description:
    'Streamed as it is built, folders kept. Files whose bytes are missing are left out and counted ' +
    'in `Nibras-Missing-Files`; a failure while streaming ends the zip with `could-not-download.txt` ' +
    'naming the files it could not add.',
  security: BEARER_SECURITY,
  request: { params: IdParams },
  responses: {
    200: {
      description: 'The zip.',
      headers: {
        [MISSING_FILES_HEADER]: {
          description: 'How many files were left out because their bytes are missing (0 when none).',
          schema: { type: 'integer' },
        },
      },
      content: { 'application/zip': { schema: binary } },
    },
    ...errorResponses(401, 500),
    400: errorResponse('The node is a file (download it through `/files/{id}/content`).'),
    404: errorResponse(NOT_FOUND),
    422: errorResponse('There are no files anywhere inside (`This folder has no files to download`).'),
  },
});

const conversationRoute = createRoute({
  method: 'get',
  path: '/{fileId}/conversation',
  tags: TAGS,
  summary: 'The conversation about a file',
  description:
    'Created on first use, titled with the file’s name; the same conversation afterwards. ' +
    'Another student’s file, or a section or folder: 404.',
  security: BEARER_SECURITY,
  request: {
    params: z.object({ fileId: NodeIdSchema.openapi({ param: { name: 'fileId', in: 'path' } }) }),
  },
  responses: {
    200: {
      description: 'The conversation.',
      content: {
        'application/json': {
          schema: z
            .object({ _id: z.string().openapi({ example: '0195f3a2b4c2000000a1b2c3d4e5' }) })
            .openapi('FileConversation'),
        },
      },
    },
    ...errorResponses(401, 500),
    404: errorResponse(`${NOT_FOUND} (or not a file)`),
  },
});

// ---------------------------------------------------------------------------------------------------
// Routers

export interface FileRoutesDeps {
  auth: AuthService;
  materials: MaterialsService;
}

/** `attachment` or `inline`, with an ASCII fallback name and the real one (RFC 6266 / RFC 5987). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The type a stored kind is served as. */
const servedType = (mime: string) => (mime === 'text/plain' ? 'text/plain; charset=utf-8' : mime);

/** /files: the tree, uploads, downloads. */
export function fileRoutes(deps: FileRoutesDeps) {
  const { materials } = deps;
  const locale = (c: Context<AppEnv>) =>
    materials.localeOf(getAuth(c).user._id, c.req.header('accept-language'));

  // The upload reads its body as a stream (its own limits); every other route keeps the JSON limit.
  // The upload router is mounted first, so its answer comes before the JSON router's body limit.
  const uploads = createRouter({ streamsBody: true });
  uploads.openAPIRegistry.registerComponent('schemas', MATERIAL_UPLOAD, UPLOAD_SCHEMA);
  uploads.use('/:parentId/upload', requireAuth(deps.auth));
  uploads.openapi(uploadRoute, async (c) => {
    const { parentId } = c.req.valid('param');
    const files = await materials.upload(c, getAuth(c).user._id, parentId);
    c.header('Cache-Control', 'no-store');
    return c.json({ files }, 201);
  });

  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  router
    .openapi(listRoute, async (c) => {
      const answer = await materials.tree(getAuth(c).user._id, await locale(c));
      c.header('Cache-Control', 'no-store');
      return c.json(answer, 200);
    })
    .openapi(createSectionRoute, async (c) => {
      const node = await materials.createSection(getAuth(c).user._id, c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json({ node }, 201);
    })
    .openapi(createFolderRoute, async (c) => {
      const node = await materials.createFolder(getAuth(c).user._id, c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json({ node }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const node = await materials.update(getAuth(c).user._id, id, c.req.valid('json'), await locale(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ node }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      await materials.remove(getAuth(c).user._id, id);
      return c.body(null, 204);
    })
    .openapi(retryRoute, async (c) => {
      const { id } = c.req.valid('param');
      const node = await materials.retry(getAuth(c).user._id, id);
      c.header('Cache-Control', 'no-store');
      return c.json({ node }, 202);
    })
    .openapi(contentRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { download } = c.req.valid('query');
      const original = download === '1';
      const { node, stream, mime } = await materials.content(getAuth(c).user._id, id, { original });
      // The viewer's copy of a photo (a HEIC's JPEG) is named as what it is.
      const copy = mime !== node.mime;
      const name = copy ? `${node.name.replace(/\.[^.]*$/, '')}.jpg` : node.name;
      const headers: Record<string, string> = {
        'Content-Type': servedType(mime),
        'Content-Disposition': contentDisposition(original ? 'attachment' : 'inline', name),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      };
      if (node.size !== undefined && !copy) headers['Content-Length'] = String(node.size);
      return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: 200, headers });
    })
    .openapi(pagesRoute, async (c) => {
      const { id } = c.req.valid('param');
      const pages = await materials.pages(getAuth(c).user._id, id);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          pages: pages.map(({ page, text, ocr, confidence }) => ({
            page,
            text,
            ocr,
            confidence: ocr ? (confidence ?? null) : null,
          })),
        },
        200,
      );
    })
    .openapi(downloadRoute, async (c) => {
      const { id } = c.req.valid('param');
      const zip = await materials.download(getAuth(c).user._id, id);
      return new Response(Readable.toWeb(zip.stream) as ReadableStream<Uint8Array>, {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': contentDisposition('attachment', zip.fileName),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          [MISSING_FILES_HEADER]: String(zip.missing),
        },
      });
    });

  const files = createRouter({ streamsBody: true });
  files.route('/', uploads);
  files.route('/', router);
  return files;
}

/** /file/{fileId}/conversation. */
export function fileConversationRoutes(deps: FileRoutesDeps) {
  const router = createRouter();
  router.use('*', requireAuth(deps.auth));
  return router.openapi(conversationRoute, async (c) => {
    const { fileId } = c.req.valid('param');
    const _id = await deps.materials.conversation(getAuth(c).user._id, fileId);
    c.header('Cache-Control', 'no-store');
    return c.json({ _id }, 200);
  });
}
