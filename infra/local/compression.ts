/**
 * Response compression of the local gateway, as CloudFront compresses in AWS: brotli or gzip,
 * chosen from Accept-Encoding, for text-like bodies of 1 KB or more. Static files are compressed
 * once per content (a small cache keyed by a hash of the bytes, and a folder on disk that every
 * stack of the machine shares), API answers on every call.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** CloudFront's lower bound: smaller bodies are sent as they are. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|wasm)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to use for `acceptEncoding`: br before gzip, none when neither is accepted (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Whether a body of this type and size is worth compressing. */
export function isCompressible(contentType: string | undefined, bytes: number): boolean {
  return bytes >= MIN_COMPRESS_BYTES && !!contentType && COMPRESSIBLE.test(contentType);
}

const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 200;

let diskFolder: string | null = null;

/**
 * Keeps compressed static files in `folder` too (null: memory only). Every e2e file starts a
 * gateway of its own, and each compressed the same remotes again with brotli 9 (about 2 CPU-s a
 * stack); a file named by the content's hash is the same answer for every stack that reads it.
 */
export function useCompressionFolder(folder: string | null): void {
  diskFolder = folder;
  if (folder) pruneFolder(folder);
}

/** Files kept at most; every build names new contents, so older builds' files are dropped. */
export const FOLDER_LIMIT = 1000;

/** Drops the oldest kept files beyond {@link FOLDER_LIMIT} (a rebuild leaves the old ones behind). */
function pruneFolder(folder: string): void {
  try {
    const files = readdirSync(folder).map((name) => ({ name, at: statSync(join(folder, name)).mtimeMs }));
    if (files.length <= FOLDER_LIMIT) return;
    files.sort((a, b) => b.at - a.at);
    for (const { name } of files.slice(FOLDER_LIMIT)) rmSync(join(folder, name), { force: true });
  } catch {
    // A folder that is missing or cannot be read is kept as it is.
  }
}

function readKept(key: string): Buffer | undefined {
  if (!diskFolder) return undefined;
  try {
    return readFileSync(join(diskFolder, key));
  } catch {
    return undefined;
  }
}

function keep(key: string, out: Buffer): void {
  if (!diskFolder) return;
  try {
    mkdirSync(diskFolder, { recursive: true });
    // Written aside, then renamed: a stack reading the same key never sees half a file.
    const aside = join(diskFolder, `${key}.${randomUUID()}.tmp`);
    writeFileSync(aside, out);
    renameSync(aside, join(diskFolder, key));
  } catch {
    // A cache that cannot be written costs time, never an answer.
  }
}

/**
 * `body` compressed with `encoding`. With `cacheable` (immutable static files) the result is kept
 * by content hash and brotli runs at a high quality; otherwise a fast level is used.
 */
export function compress(body: Buffer, encoding: Encoding, cacheable: boolean): Buffer {
  const key = cacheable ? `${encoding}-${createHash('sha1').update(body).digest('hex')}` : '';
  const held = key ? cache.get(key) : undefined;
  if (held) return held;
  const kept = key ? readKept(key) : undefined;
  if (kept) return remember(key, kept);
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: cacheable ? 9 : 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: cacheable ? 9 : 6 });
  if (!key) return out;
  keep(key, out);
  return remember(key, out);
}

function remember(key: string, out: Buffer): Buffer {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, out);
  return out;
}
