/**
 * Functions that are not API routes: they run on events. Read by the functions build (bundles
 * dist/<id>/index.mjs), the CDK app (the Lambda and its event source) and the local stack (which
 * polls DynamoDB Local's stream and invokes the same bundle), like the route table for routes.
 */

export interface WorkerDef {
  /** Stable id: Lambda name suffix and bundle folder. */
  id: string;
  /** Handler module under functions/src/handlers, without extension. */
  handler: string;
  /**
   * Fed by the table's stream (new items whose `entity` is this value), or by the bucket's
   * object-created events under `prefix` (an S3 event notification in AWS; locally
   * infra/local/s3-events.ts), or run on an EventBridge schedule (`expression`, handed as it is to
   * the CDK's `Schedule.expression` and read by the local stand-in, infra/local/schedules.ts).
   */
  source: { kind: 'tableStream'; entity: string } | { kind: 's3ObjectCreated'; prefix: string } | { kind: 'schedule'; expression: string };
  memoryMb: number;
  timeoutSeconds: number;
  /**
   * Native image library: the build copies sharp with its linux-x64 binaries beside the bundle
   * (functions/build.mjs) and the CDK app runs the function on x86_64 (issue 28).
   */
  sharp?: boolean;
}

export const workers: readonly WorkerDef[] = [
  // Report mails (docs/decisions.md 'Report mails'): retries with backoff happen inside, so the
  // timeout covers a few tries of each mail plus drawing the map.
  // CAT processing (docs/cat-processing.md): a 100 MB file is ~12M samples; parsing and one
  // 2^24-point FFT need about 1.5 GB and well under a minute.
  { id: 'cat-process', handler: 'data-collection/process-upload', source: { kind: 's3ObjectCreated', prefix: 'cat/uploads/' }, memoryMb: 3008, timeoutSeconds: 300 },
  // Photo thumbnails (issue 28): one photo of at most 25 MB decoded and resized in about a second.
  { id: 'photo-thumbs', handler: 'photos/make-thumbnails', source: { kind: 's3ObjectCreated', prefix: 'photos/' }, memoryMb: 1024, timeoutSeconds: 30, sharp: true },
  { id: 'mail-outbox', handler: 'mail/drain-outbox', source: { kind: 'tableStream', entity: 'outbox' }, memoryMb: 1024, timeoutSeconds: 120 },
  // The agency reviewers' daily mail of shifts waiting (issue 29): an EventBridge schedule in AWS,
  // 13:00 UTC (morning in North America); it writes outbox items the mail worker sends.
  { id: 'review-digest', handler: 'reviews/daily-digest', source: { kind: 'schedule', expression: 'cron(0 13 * * ? *)' }, memoryMb: 512, timeoutSeconds: 120 },
];

/** The id of the worker whose handler module is `handler` (a handler serves one worker). */
export function workerId(handler: string): string {
  const worker = workers.find((w) => w.handler === handler);
  if (!worker) throw new Error(`No worker runs handlers/${handler} (functions/src/workers.ts)`);
  return worker.id;
}
