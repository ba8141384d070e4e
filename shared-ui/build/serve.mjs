#!/usr/bin/env node
// Serves one production build (the shell or a remote) like an independent deployment.
// Usage: run from a package folder (npm start -w shell), or
//   node serve.mjs --app mfe_chat --dir ./dist --port 3003
// The shell also answers /config.json from the environment (run-time remote URLs), and a page
// that its route table (shell/src/routes.ts, imported as TypeScript: Node strips the types) does
// not know with 404 and the app (which draws its not-found page).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { portOf, runtimeConfig, urlOf } from './ports.mjs';

const { values } = parseArgs({
  options: { app: { type: 'string' }, dir: { type: 'string' }, port: { type: 'string' } },
});

const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8'));
const app = values.app ?? pkg.name.replace('@nibras/', '').replace(/-/g, '_');
const dir = path.resolve(values.dir ?? 'dist');
const port = values.port ? Number(values.port) : portOf(app);
const isShell = app === 'shell';

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`[${app}] no build found in ${dir}: run "npm run build" first`);
  process.exit(1);
}

/**
 * Does the shell draw a page at this path? Under `/en` or `/ar`, when its route table knows the
 * rest; without a locale, when it would after the app's redirect to the same path under one
 * (`/pricing` -> `/en/pricing`). Under a remote's prefix the remote answers unknown sub-paths
 * itself, in the page (`/en/settings/nope`: 200 with the remote's not-found page).
 */
const pageExists = isShell
  ? (await import(pathToFileURL(path.resolve('src/routes.ts')).href)).pageExists
  : () => true;
const LOCALE_PREFIX = /^\/(en|ar)(?=\/|$)/;
const isPage = (pathname) =>
  pathname === '/index.html' || pageExists(pathname.replace(LOCALE_PREFIX, '') || '/');

// Entry files must be revalidated on every load so a redeployed remote is picked up;
// content-hashed chunks and assets are immutable.
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|main\.js)$/;
const serve = sirv(dir, {
  single: true,
  etag: true,
  // Look files up on every request: a build replaced in place (redeploy) is served at once.
  dev: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    if (NO_CACHE.test(pathname)) res.setHeader('Cache-Control', 'no-cache');
    else res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
  },
});

/**
 * The shell's page for a route (any path without a file extension): index.html with the
 * run-time config written in (the app starts without fetching /config.json) and <html lang dir>
 * set from the path's locale, compressed on the fly (it is a few kilobytes).
 */
function sendShellPage(req, res, pathname) {
  const locale = /^\/ar(\/|$)/.test(pathname) ? 'ar' : 'en';
  const json = JSON.stringify(runtimeConfig()).replace(/</g, '\\u003c');
  const html = fs
    .readFileSync(path.join(dir, 'index.html'), 'utf8')
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(
      /<script id="?nibras-config"?([^>]*)><\/script>/,
      `<script id="nibras-config"$1>${json}</script>`,
    );
  const accept = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accept)
    ? ['br', zlib.brotliCompressSync(html)]
    : /\bgzip\b/.test(accept)
      ? ['gzip', zlib.gzipSync(html)]
      : [null, Buffer.from(html)];
  res.writeHead(isPage(pathname) ? 200 : 404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  if (!isShell) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
  }
  const pathname = req.url?.split('?')[0] ?? '/';
  // The shell's run-time config; a remote's harness reads the API URL from it too.
  if (pathname === '/config.json') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(runtimeConfig()));
    return;
  }
  if (
    isShell &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    (pathname === '/index.html' || !/\.[^/]*$/.test(pathname))
  ) {
    sendShellPage(req, res, pathname);
    return;
  }
  serve(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
});

server.listen(port, () => {
  // The port in use (`--port 0`: a free one).
  const { port: bound } = server.address();
  if (isShell) {
    console.log(`\n  Nibras is running: open http://localhost:${bound}/\n  API: ${urlOf('api')}\n`);
  } else {
    console.log(`[${app}] serving ${dir} on http://localhost:${bound} (standalone harness at /)`);
  }
});

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
