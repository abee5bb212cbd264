/**
 * The CAT processing function, fired for each object created under cat/uploads/: in AWS by the
 * EventBridge rule of the API stack (an 'Object Created' event), locally by
 * infra/local/s3-events.ts with an S3 notification event (Records). Both shapes are read; keys of
 * other prefixes are ignored; a failure other than a bad file throws so the event is retried.
 */
import { asFunction } from '../../lib/sdk-recorder';
import { processUpload } from '../../services/data-collection/process-upload';
import { workerId } from '../../workers';

/** An S3 notification event (Records) or an EventBridge 'Object Created' event (detail). */
export interface ObjectCreatedEvent {
  Records?: { s3: { object: { key: string } } }[];
  detail?: { object?: { key?: string } };
}

export function handler(event: ObjectCreatedEvent): Promise<{ processed: number }> {
  return asFunction(workerId('data-collection/process-upload'), () => processAll(event));
}

async function processAll(event: ObjectCreatedEvent): Promise<{ processed: number }> {
  // S3 notifications URL-encode keys (spaces as '+'); EventBridge events carry them as they are.
  const keys = event.Records
    ? event.Records.map((r) => decodeURIComponent(r.s3.object.key.replace(/\+/g, ' ')))
    : event.detail?.object?.key ? [event.detail.object.key] : [];
  let processed = 0;
  for (const key of keys) if (await processUpload(key)) processed++;
  return { processed };
}
