/**
 * Times one map image through the local stack (gateway, authorizer, handler bundle, S3): cold
 * (drawn by resvg and stored) and warm (the same inputs again: read back from S3). Needs the
 * tracks loaded (run after the bench data set).
 */
import { signIn } from './bart-client';
import { median } from './submit';
const REPEATS = 5;

async function draw(url: string, cookie: string, body: unknown): Promise<{ ms: number; cache: string; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/maps/image`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`map image failed: ${response.status}`);
  return { ms: performance.now() - started, cache: response.headers.get('x-map-cache') ?? '?', bytes };
}


/** The report lines: cold and warm medians over a few distinct pictures of BART line A. */
export async function timeMapImage(url: string): Promise<string> {
  const cookie = await signIn(url, 'bartadmin');
  const cold: number[] = [];
  const warm: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REPEATS; i += 1) {
    // A fresh range each round, so the first call of the round really draws.
    const body = { site: 'BART', line: 'A', date: '2024-05-02', completeChains: [[2 + i * 0.37, 4 + i * 0.41]], incompleteChains: [[6, 6.4]] };
    const first = await draw(url, cookie, body);
    const second = await draw(url, cookie, body);
    if (first.cache !== 'miss' || second.cache !== 'hit') throw new Error(`expected miss then hit, got ${first.cache} then ${second.cache}`);
    cold.push(first.ms);
    warm.push(second.ms);
    bytes = first.bytes;
  }
  return [
    `Map image (POST /api/maps/image, BART line A, 800 x 560 PNG of ${(bytes / 1024).toFixed(0)} KB, median of ${REPEATS}):`,
    `  cold (drawn and stored in S3): ${median(cold).toFixed(0)} ms (first call of the process, bundle and font loading included: ${cold[0].toFixed(0)} ms)`,
    `  warm (same inputs, read from S3): ${median(warm).toFixed(0)} ms`,
  ].join('\n');
}
