/**
 * The photo-thumbs function (issue 28), fired for each object created under photos/: in AWS by an
 * EventBridge rule of the Reports stack (an 'Object Created' event), locally by
 * infra/local/s3-events.ts with an S3 notification event (Records), like the CAT processing. Both
 * shapes are read; keys that are no photo are ignored; an S3 failure throws so the event is retried.
 */
import { observedHandler } from '../../lib/observability';
import { makeThumbnail, type ThumbOutcome } from '../../services/photos/thumbnails';
import type { ObjectCreatedEvent } from '../data-collection/process-upload';

export const handler = observedHandler('photo-thumbs', async (event: ObjectCreatedEvent): Promise<Record<ThumbOutcome, number>> => {
  // S3 notifications URL-encode keys (spaces as '+'); EventBridge events carry them as they are.
  const keys = event.Records
    ? event.Records.map((r) => decodeURIComponent(r.s3.object.key.replace(/\+/g, ' ')))
    : event.detail?.object?.key ? [event.detail.object.key] : [];
  const outcomes: Record<ThumbOutcome, number> = { made: 0, heic: 0, undecodable: 0, ignored: 0 };
  for (const key of keys) outcomes[await makeThumbnail(key)] += 1;
  return outcomes;
});
