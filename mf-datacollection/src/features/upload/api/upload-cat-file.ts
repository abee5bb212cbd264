/**
 * POST /api/datacollection/uploads then the presigned PUT straight to S3 (docs/api.md 'Data
 * collection'): one rail file, with the browser's upload progress.
 */
import { datacollectionUploadRoute, uploadProgress, type PresignedUpload } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The presigned request the server returns (the route's contract). */
export type { PresignedUpload } from '@grindline/domain';

/** Asks the server for a presigned PUT of `file` (its size checked against 100 MB there too). */
export function presignUpload(file: File, metadata: { samplingDistanceMm?: number; calibrationUmPerUnit?: number }): Promise<PresignedUpload> {
  return apiCall(datacollectionUploadRoute, { body: { fileName: file.name, size: file.size, ...metadata } });
}

/**
 * PUTs `file` to the presigned URL with XMLHttpRequest (fetch reports no upload progress).
 * `onProgress` gets 0-99 while bytes go out and 100 only once S3 answered 2xx (spec 002 section 4).
 */
export function putPresigned(signed: PresignedUpload, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(signed.method, signed.url);
    for (const [name, value] of Object.entries(signed.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress(uploadProgress(e.loaded, e.lengthComputable ? e.total : file.size, false));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(uploadProgress(file.size, file.size, true));
        resolve();
      } else reject(new Error(`${file.name} was not stored (S3 answered ${xhr.status}): drop it again`));
    };
    xhr.onerror = () => reject(new Error(`${file.name} could not be sent: check the connection and drop it again`));
    xhr.send(file);
  });
}

/** Presign and PUT: resolves with the server's file id once the file is stored. */
export async function uploadCatFile(file: File, metadata: { samplingDistanceMm?: number; calibrationUmPerUnit?: number }, onProgress: (percent: number) => void): Promise<string> {
  const signed = await presignUpload(file, metadata);
  onProgress(0);
  await putPresigned(signed, file, onProgress);
  return signed.fileId;
}
