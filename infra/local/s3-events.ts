/**
 * The local stand-in for S3 event notifications (s3rver runs as its own process and cannot call
 * us): lists each s3ObjectCreated worker's prefix when nudged and every `intervalMs` and invokes the worker's built
 * bundle (functions/dist/<id>/index.mjs, the file the CDK app deploys) with an S3 event for each
 * object that is new or changed (by ETag). Objects already there at start are handed over once:
 * like queued events after a restart; the CAT function skips what it has processed already.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { workers as workerTable, type WorkerDef } from '../../functions/src/workers';
import { LOCAL_AWS } from './bootstrap';
import { IDLE_POLL_MS, startPolling, workerBundles } from './worker-invoker';

type S3Handler = (event: { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number; eTag: string } } }[] }) => Promise<unknown>;

export interface S3Events {
  /** Lists the prefixes now (after a request that may have followed an upload). */
  nudge(): void;
  stop(): Promise<void>;
}

/** Starts polling; `stop` waits for the batch in progress. */
export async function startS3Events(options: { endpoint: string; bucket: string; functionsDist?: string; intervalMs?: number; workers?: readonly WorkerDef[] }): Promise<S3Events> {
  const client = new S3Client({ ...LOCAL_AWS, endpoint: options.endpoint, forcePathStyle: true });
  const mine = (options.workers ?? workerTable).flatMap((w) => (w.source.kind === 's3ObjectCreated' ? [{ w, prefix: w.source.prefix }] : []));
  const seen = new Map<string, string>();
  const handlerOf = workerBundles<S3Handler>(options.functionsDist);
  let stopped = false;
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
  };
  const poller = startPolling(tick, options.intervalMs ?? IDLE_POLL_MS);
  return {
    nudge: () => poller.nudge(),
    stop: async () => {
      stopped = true;
      await poller.stop();
      client.destroy();
    },
  };
}
