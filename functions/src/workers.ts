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
  /** Fed by the table's stream: new items whose `entity` is this value. */
  source: { kind: 'tableStream'; entity: string };
  memoryMb: number;
  timeoutSeconds: number;
}

export const workers: readonly WorkerDef[] = [
  // Report mails (docs/decisions.md 'Report mails'): retries with backoff happen inside, so the
  // timeout covers a few tries of each mail plus drawing the map.
  { id: 'mail-outbox', handler: 'mail/drain-outbox', source: { kind: 'tableStream', entity: 'outbox' }, memoryMb: 1024, timeoutSeconds: 120 },
];
