/**
 * Static hosting of the production builds, as CloudFront + S3 serve them in AWS: the shell at /,
 * each remote under /remotes/<name>/, the runtime /remotes.json, and index.html for client-side
 * routes (any GET without a file extension).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { GatewayResponse } from './api-events';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Content type of a file name, by extension. */
export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Cache policy: names carrying a content hash never change (a year, immutable); everything else
 * (index.html, remoteEntry.js, remotes.json, unhashed assets) is revalidated on every load so a
 * release shows at once.
 */
export function cacheControl(file: string): string {
  const name = file.split('/').pop() ?? file;
  // sw.js must never be served from a cache, or a new release's worker would not be seen.
  if (['index.html', 'remoteEntry.js', 'remotes.json', 'sw.js', 'precache-manifest.json'].includes(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The static sites: the shell's dist folder and each remote's dist folder by remote name. */
export interface StaticConfig {
  shellDir: string;
  remotes: Record<string, string>;
  /** Replaces the generated /remotes.json body (JSON text). */
  remotesJson?: string;
  /**
   * A release manifest file, read at every request (as S3 serves the object the release stack
   * last wrote), so switching a remote's line switches its version without a restart.
   */
  releaseManifest?: string;
  /** Released builds: /remotes/<name>/<version>/* is served from <releasesDir>/<name>/<version>/. */
  releasesDir?: string;
}

/** A remote's release declaration (dist/release.json, written by its build). */
function declaration(dir: string): { version?: string; kit?: string } {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { version?: unknown; kit?: unknown };
    return { version: typeof parsed.version === 'string' ? parsed.version : undefined, kit: typeof parsed.kit === 'string' ? parsed.kit : undefined };
  } catch {
    return {};
  }
}

/**
 * The body of /remotes.json, the release manifest: the GRINDLINE_REMOTES_JSON text, else the
 * release manifest file, else one line per configured remote that is built, with the version and
 * kit range its build declared. A remote with no build is left out, as a release manifest in AWS
 * names only released remotes: the shell shows its area's 'unavailable' notice without fetching
 * anything (fetching a missing remoteEntry.js would be a 404 the browser refuses to run).
 */
export function remotesJson(config: StaticConfig): string {
  if (config.remotesJson) return config.remotesJson;
  if (config.releaseManifest && existsSync(config.releaseManifest)) return readFileSync(config.releaseManifest, 'utf8');
  const remotes = Object.fromEntries(
    Object.entries(config.remotes)
      .filter(([, dir]) => existsSync(join(dir, 'remoteEntry.js')))
      .map(([name, dir]) => [name, { ...declaration(dir), url: `/remotes/${name}/remoteEntry.js` }]),
  );
  return JSON.stringify({ remotes }, null, 2);
}

function fileResponse(file: string): GatewayResponse {
  return {
    statusCode: 200,
    headers: { 'content-type': contentType(file), 'cache-control': cacheControl(file) },
    body: readFileSync(file),
  };
}

function notFound(text = 'Not found'): GatewayResponse {
  return { statusCode: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: Buffer.from(text) };
}

/** The file `relative` inside `root`, or null when it escapes the root or is not a file. */
function safeFile(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Answers a GET or HEAD outside /api. */
export function serveStatic(config: StaticConfig, path: string): GatewayResponse {
  if (path === '/remotes.json') {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
      body: Buffer.from(remotesJson(config)),
    };
  }
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(path);
  if (remote || path.startsWith('/remotes/')) {
    const dir = remote ? config.remotes[remote[1]] : undefined;
    const released = remote && config.releasesDir && dir ? safeFile(join(config.releasesDir, remote[1]), remote[2]) : null;
    const file = released ?? (dir && remote ? safeFile(dir, remote[2]) : null);
    return file ? fileResponse(file) : notFound();
  }
  const file = path === '/' ? null : safeFile(config.shellDir, path.slice(1));
  if (file) return fileResponse(file);
  if (extname(path) !== '') return notFound();
  const index = join(config.shellDir, 'index.html');
  if (!existsSync(index)) return notFound('The shell is not built yet: run `npm run build`.');
  return fileResponse(index);
}
