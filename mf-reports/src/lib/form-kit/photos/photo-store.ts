/**
 * The pictures of the photos attached to drafts, in the kit's IndexedDB `photos` store: kept from
 * the moment they are picked until the report is filed (clearDraft removes them with the draft),
 * so a reload, a closed tab or a report queued offline loses none.
 */
import { kitDb, type StoredPhoto } from '../kit-db';
import { outboxFor } from '../outbox';

/** Keeps the picture of photo `id` of the draft `draftKey`. Throws when storage is unavailable or full. */
export async function putPhotoPicture(id: string, draftKey: string, blob: Blob): Promise<void> {
  const bytes = await blob.arrayBuffer();
  await (await kitDb()).put('photos', { id, draftKey, bytes, contentType: blob.type, uploaded: false });
}

/** The stored picture of photo `id`, or undefined (never kept here, or already removed). */
export async function getPhotoPicture(id: string): Promise<StoredPhoto | undefined> {
  try {
    return await (await kitDb()).get('photos', id);
  } catch {
    return undefined;
  }
}

/** The picture of photo `id` as a Blob (for its thumbnail on the form), or undefined. */
export async function photoBlob(id: string): Promise<Blob | undefined> {
  const stored = await getPhotoPicture(id);
  return stored ? new Blob([stored.bytes], { type: stored.contentType }) : undefined;
}

/** Records that the bucket has photo `id`, so no retry uploads it again. */
export async function markPhotoUploaded(id: string): Promise<void> {
  const db = await kitDb();
  const tx = db.transaction('photos', 'readwrite');
  const stored = await tx.store.get(id);
  if (stored) await tx.store.put({ ...stored, uploaded: true });
  await tx.done;
}

/**
 * Forgets the picture of a photo the user took off the form, unless a report waiting in the outbox
 * still carries it (it is removed with the draft once that report is filed).
 */
export async function forgetPhotoPicture(id: string, draftKey: string): Promise<void> {
  const queued = await outboxFor(draftKey);
  const carried = queued.some((entry) => ((entry.body as { photos?: Array<{ id: string }> } | null)?.photos ?? []).some((p) => p.id === id));
  if (carried) return;
  try {
    await (await kitDb()).delete('photos', id);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
