/**
 * The local stand-in for S3 event notifications (s3rver runs as its own process and cannot call
 * us): lists each s3ObjectCreated worker's prefix every `intervalMs` and invokes the worker's built
 * bundle (functions/dist/<id>/index.mjs, the file the CDK app deploys) with an S3 event for each
 * object that is new or changed (by ETag). Objects already there at start are handed over once:
 * like queued events after a restart; the CAT function skips what it has processed already.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { workers as workerTable, type WorkerDef } from '../../functions/src/workers';
import { LOCAL_AWS } from './bootstrap';
import { repoRoot } from './emulators/process';

type S3Handler = (event: { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number; eTag: string } } }[] }) => Promise<unknown>;

export interface S3Events {
  stop(): Promise<void>;
}

/** Starts polling; `stop` waits for the batch in progress. */
export async function startS3Events(options: { endpoint: string; bucket: string; functionsDist?: string; intervalMs?: number; workers?: readonly WorkerDef[] }): Promise<S3Events> {
  const dist = options.functionsDist ?? join(repoRoot(), 'functions/dist');
  const client = new S3Client({ ...LOCAL_AWS, endpoint: options.endpoint, forcePathStyle: true });
  const mine = (options.workers ?? workerTable).flatMap((w) => (w.source.kind === 's3ObjectCreated' ? [{ w, prefix: w.source.prefix }] : []));
  const seen = new Map<string, string>();
  const handlers = new Map<string, Promise<S3Handler>>();
  const handlerOf = (w: WorkerDef) => {
    let h = handlers.get(w.id);
    if (!h) {
      const file = join(dist, w.id, 'index.mjs');
      if (!existsSync(file)) return Promise.reject(new Error(`Bundle ${file} is missing: run \`npm run build\``));
      h = import(file).then((m: { handler: S3Handler }) => m.handler);
      handlers.set(w.id, h);
    }
    return h;
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    for (const { w, prefix } of mine) {
      try {
        let token: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }));
          for (const o of page.Contents ?? []) {
            const etag = (o.ETag ?? '').replace(/"/g, '');
            if (!o.Key || seen.get(o.Key) === etag) continue;
            // One event per object, as S3 sends them; a failure is retried at the next tick.
            await (await handlerOf(w))({ Records: [{ eventName: 'ObjectCreated:Put', s3: { bucket: { name: options.bucket }, object: { key: encodeURIComponent(o.Key).replace(/%2F/g, '/'), size: o.Size ?? 0, eTag: etag } } }] });
            seen.set(o.Key, etag);
          }
          token = page.NextContinuationToken;
        } while (token && !stopped);
      } catch (error) {
        console.error(`s3 events (${w.id}): ${(error as Error).message}`);
      }
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), options.intervalMs ?? 500);
  };
  running = tick();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      client.destroy();
    },
  };
}
