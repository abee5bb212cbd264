/**
 * How the map routes answer: JSON gzip-compressed by the Lambda itself (a 5-year grind layer is
 * megabytes as text, and Lambda answers are limited to 6 MB), with an ETag so a repeated request
 * costs a 304, and a private Cache-Control so the browser keeps it.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { HttpResult } from '../lib/create-handler';

/** A JSON body made once and answered many times: its text, ETag and (made on first use) gzip. */
export interface JsonEntity {
  text: string;
  etag: string;
  gzip(): Uint8Array;
}

/** The entity of `body`. */
export function jsonEntity(body: unknown): JsonEntity {
  const text = JSON.stringify(body);
  let zipped: Uint8Array | undefined;
  return {
    text,
    etag: `"${createHash('sha1').update(text).digest('base64url')}"`,
    gzip: () => (zipped ??= new Uint8Array(gzipSync(text, { level: 6 }))),
  };
}

/** The answer for `entity`: 304 when `headers['if-none-match']` already names it, else gzip or plain JSON. */
export function answerJson(entity: JsonEntity, headers: Record<string, string | undefined>, maxAgeSeconds: number): HttpResult {
  const { etag } = entity;
  const common = { etag, 'cache-control': `private, max-age=${maxAgeSeconds}`, vary: 'accept-encoding' };
  const match = headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return { statusCode: 304, headers: common };
  if (!/\bgzip\b/i.test(headers['accept-encoding'] ?? '')) {
    return { statusCode: 200, body: entity.text, headers: { ...common, 'content-type': 'application/json' } };
  }
  return { statusCode: 200, body: entity.gzip(), headers: { ...common, 'content-type': 'application/json', 'content-encoding': 'gzip' } };
}

/** {@link answerJson} of a body made for this call only. */
export function cachedJson(body: unknown, headers: Record<string, string | undefined>, maxAgeSeconds: number): HttpResult {
  return answerJson(jsonEntity(body), headers, maxAgeSeconds);
}
