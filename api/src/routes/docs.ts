import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../router.ts';

/**
 * GET /docs: an interactive API reference (Swagger UI) for /openapi.json, served entirely from this
 * origin: the swagger-ui-dist files come from node_modules, never from a CDN.
 */

export const DOCS_ASSETS_PATH = '/docs/assets';

/** The page loads only same-origin scripts (no inline script); Swagger UI sets inline styles and data: images. */
export const DOCS_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-16x16.png': 'image/png',
  'favicon-32x32.png': 'image/png',
};

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Nibras API reference</title>
    <link rel="stylesheet" href="${DOCS_ASSETS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" sizes="32x32" href="${DOCS_ASSETS_PATH}/favicon-32x32.png" />
    <link rel="icon" type="image/png" sizes="16x16" href="${DOCS_ASSETS_PATH}/favicon-16x16.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_ASSETS_PATH}/init.js"></script>
  </body>
</html>
`;

export function docsRoutes() {
  const swaggerDir = getAbsoluteFSPath();
  const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  function readAsset(file: string): Promise<Uint8Array<ArrayBuffer>> {
    let pending = cache.get(file);
    if (!pending) {
      pending = fs.readFile(path.join(swaggerDir, file)).then((content) => new Uint8Array(content));
      cache.set(file, pending);
      pending.catch(() => cache.delete(file));
    }
    return pending;
  }

  return new Hono<AppEnv>()
    .get('/', (c) => c.html(PAGE))
    .get('/assets/init.js', (c) =>
      c.body(INIT_SCRIPT, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    )
    .get('/assets/:file', async (c) => {
      const file = c.req.param('file');
      const contentType = Object.hasOwn(SWAGGER_FILES, file) ? SWAGGER_FILES[file] : undefined;
      if (contentType === undefined) throw notFound();
      const content = await readAsset(file);
      return c.body(content, 200, {
        'Content-Type': contentType,
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
