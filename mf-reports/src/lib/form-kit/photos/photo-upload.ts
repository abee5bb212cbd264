/**
 * Uploads the photos of a report straight to the bucket before the report is filed (issue 28):
 * POST /api/photos/uploads signs one PUT per photo, XMLHttpRequest sends it (fetch reports no
 * upload progress). A photo the bucket already has (marked in IndexedDB) is not sent again; the
 * same photo id always signs the same key, so even a repeat overwrites rather than duplicates.
 */
import { useSyncExternalStore } from 'react';
import { photoUploadRoute, uploadProgress, type PhotoRef, type PresignedUpload } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { ApiError } from 'shell/kit';
import { getPhotoPicture, markPhotoUploaded } from './photo-store';

/** Where a report's photos go: its site and the submission id its bucket keys are made of. */
export interface PhotoTarget {
  site: string;
  submissionId: string;
}

/** Photos sent at once: two keep a tablet's uplink busy without starving the filing that follows. */
const PARALLEL = 2;

const progress = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot: ReadonlyMap<string, number> = new Map();

function setProgress(id: string, percent: number): void {
  progress.set(id, percent);
  snapshot = new Map(progress);
  listeners.forEach((l) => l());
}

/** The upload progress (0-100) of every photo sent from this page, by photo id. */
export function usePhotoUploadProgress(): ReadonlyMap<string, number> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

/**
 * PUTs `body` to the presigned URL; `onProgress` gets 0-99 while bytes go out and 100 once the
 * bucket answered 2xx. A dropped connection rejects with a plain Error (the kit queues the report
 * for when the network returns); a refusal by the bucket rejects with an ApiError.
 */
export function putPhoto(signed: PresignedUpload, body: Blob, fileName: string, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(signed.method, signed.url);
    for (const [name, value] of Object.entries(signed.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress(uploadProgress(e.loaded, e.lengthComputable ? e.total : body.size, false));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else if (xhr.status === 0 || xhr.status >= 500) reject(new Error(`${fileName} could not be sent (the bucket answered ${xhr.status})`));
      else reject(new ApiError(xhr.status, `The photo ${fileName} was refused by the storage (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error(`${fileName} could not be sent: no connection`));
    xhr.send(body);
  });
}

/** Uploads one photo unless the bucket has it already (or its picture is not on this device: see below). */
async function uploadOne(target: PhotoTarget, ref: PhotoRef): Promise<void> {
  const stored = await getPhotoPicture(ref.id);
  // No picture here: a photo of the stored report being edited, or one uploaded and filed from
  // another tab. The server checks at filing that the bucket has every photo the report names.
  if (!stored || stored.uploaded) {
    setProgress(ref.id, 100);
    return;
  }
  setProgress(ref.id, 0);
  const signed = await apiCall(photoUploadRoute, { body: { ...target, photoId: ref.id, fileName: ref.fileName, contentType: ref.contentType, size: stored.bytes.byteLength } });
  await putPhoto(signed, new Blob([stored.bytes], { type: ref.contentType }), ref.fileName, (p) => setProgress(ref.id, p));
  await markPhotoUploaded(ref.id);
}

/** Uploads every photo of a report that the bucket does not have yet, two at a time; rejects on the first failure. */
export async function uploadReportPhotos(target: PhotoTarget, refs: readonly PhotoRef[]): Promise<void> {
  const queue = [...refs];
  const worker = async () => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) await uploadOne(target, ref);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
}
