import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where `npm run build` puts the dashboard: dist/app at the project root, from src/ and dist/ alike. */
export const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../dist/app/', import.meta.url));

/**
 * Strict: only our own scripts and styles, no inline code, no framing. img-src allows blob: because
 * screenshots are fetched with the bearer token and shown from object URLs.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': DASHBOARD_CSP,
  'x-content-type-options': 'nosniff',
  // The reset page carries its token in the URL; no other site may see it in a Referer.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

const MEDIA_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

interface StaticFile {
  type: string;
  raw: Buffer;
  /** Precompressed by the build, keyed by content coding. */
  encoded: Map<'br' | 'gzip', Buffer>;
}

function readBuiltFiles(dir: string): Map<string, StaticFile> | null {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const files = new Map<string, StaticFile>();
  const add = (relative: string) => {
    const extension = relative.slice(relative.lastIndexOf('.'));
    const type = MEDIA_TYPES[extension];
    if (!type) return;
    const path = join(dir, relative);
    const encoded = new Map<'br' | 'gzip', Buffer>();
    if (existsSync(`${path}.br`)) encoded.set('br', readFileSync(`${path}.br`));
    if (existsSync(`${path}.gz`)) encoded.set('gzip', readFileSync(`${path}.gz`));
    files.set(relative, { type, raw: readFileSync(path), encoded });
  };
  add('index.html');
  const assets = join(dir, 'assets');
  if (existsSync(assets)) for (const name of readdirSync(assets)) add(`assets/${name}`);
  return files;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile, cacheControl: string): FastifyReply {
  reply.headers({ ...SECURITY_HEADERS, 'content-type': file.type, 'cache-control': cacheControl, vary: 'accept-encoding' });
  const accepted = String(request.headers['accept-encoding'] ?? '');
  for (const coding of ['br', 'gzip'] as const) {
    const body = file.encoded.get(coding);
    if (body && accepted.includes(coding)) return reply.header('content-encoding', coding).send(body);
  }
  return reply.send(file.raw);
}

const NOT_BUILT = `<!doctype html><html lang="en"><title>PageWatch</title><h1>The dashboard is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload this page.</p></html>`;

/** Serves the dashboard under /app/ (every unknown path below it is the app's own route) and sends / there. */
export function registerDashboard(app: FastifyInstance, dir: string): void {
  const files = readBuiltFiles(dir);
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, async (_request, reply) => reply.redirect('/app/'));
  app.get('/app', hidden, async (_request, reply) => reply.redirect('/app/'));
  app.get('/app/*', hidden, async (request, reply) => {
    if (!files) return reply.status(503).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(NOT_BUILT);
    const path = (request.params as { '*': string })['*'];
    if (path.startsWith('assets/')) {
      const asset = files.get(path);
      if (!asset) return reply.status(404).headers(SECURITY_HEADERS).type('text/plain').send('no such dashboard file; reload the page');
      // Asset names carry a content hash: a changed file is a new name.
      return sendFile(request, reply, asset, 'public, max-age=31536000, immutable');
    }
    return sendFile(request, reply, files.get('index.html')!, 'no-cache');
  });
}
