/**
 * The CAT processing function, fired by S3 for each object created under cat/uploads/ (in AWS an
 * S3 event notification; locally infra/local/s3-events.ts invokes this same bundle). Records of
 * other keys are ignored; a failure other than a bad file throws so the event is retried.
 */
import { processUpload } from '../../services/data-collection/process-upload';

/** The parts of an S3 event the function reads. */
export interface S3Event {
  Records: { s3: { object: { key: string } } }[];
}

export async function handler(event: S3Event): Promise<{ processed: number }> {
  let processed = 0;
  for (const record of event.Records ?? []) {
    // S3 URL-encodes keys in events, spaces as '+'.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    if (await processUpload(key)) processed++;
  }
  return { processed };
}
