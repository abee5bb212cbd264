/**
 * Photos on shift reports (issue 28): the limits both the browser and the server enforce, the
 * reference a report keeps to each photo, and where a photo and its thumbnail live in the bucket.
 */
import { z } from 'zod';

/** Most photos one report carries. */
export const MAX_PHOTOS_PER_REPORT = 20;
/** Largest file a user may pick, before the device resizes it (25 MB). */
export const MAX_PHOTO_PICK_BYTES = 25 * 1024 * 1024;
/** Largest object the server signs an upload for: a resized photo is far smaller, an original HEIC may not be. */
export const MAX_PHOTO_UPLOAD_BYTES = MAX_PHOTO_PICK_BYTES;
/** Longest side of the picture the device uploads, in pixels. */
export const PHOTO_LONGEST_SIDE_PX = 2048;
/** Longest side of a thumbnail, in pixels. */
export const PHOTO_THUMB_LONGEST_SIDE_PX = 320;
/** Longest caption, in characters. */
export const MAX_PHOTO_CAPTION = 500;

/** The content types a photo may have. HEIC is uploaded as picked when the device cannot decode it. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/heic'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

const EXTENSION: Record<PhotoContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic' };

const photoIdSchema = z.uuid({ error: 'photo id must be a UUID' });

/** Where the device was when the photo was taken (kept only where the user allowed it). */
export const photoPositionSchema = z.object({
  lat: z.number({ error: 'latitude must be a number' }).min(-90, { error: 'latitude must be between -90 and 90' }).max(90, { error: 'latitude must be between -90 and 90' }),
  lng: z.number({ error: 'longitude must be a number' }).min(-180, { error: 'longitude must be between -180 and 180' }).max(180, { error: 'longitude must be between -180 and 180' }),
});

/** A photo as a report refers to it: what was uploaded, and what the user said about it. */
export const photoRefSchema = z.object({
  id: photoIdSchema,
  /** The name of the file the user picked (messages name it). */
  fileName: z.string().min(1, { error: 'the photo\'s file name is required' }).max(255, { error: 'the photo\'s file name is too long' }),
  contentType: z.enum(PHOTO_CONTENT_TYPES, { error: 'a photo must be a JPEG, PNG or HEIC image' }),
  /** Bytes of the uploaded object. */
  size: z.number().int().positive({ error: 'the photo is empty' }).max(MAX_PHOTO_UPLOAD_BYTES, { error: 'a photo may not be over 25 MB' }),
  caption: z.string().max(MAX_PHOTO_CAPTION, { error: `a caption may not be over ${MAX_PHOTO_CAPTION} characters` }).optional(),
  /** When it was taken (ISO date-time), where the device said so. */
  takenAt: z.iso.datetime({ offset: true, error: 'takenAt must be an ISO date and time' }).optional(),
  position: photoPositionSchema.optional(),
  /** The ground range (index in the report's ranges) it belongs to; absent: the whole shift. */
  rangeIndex: z.number().int().min(0, { error: 'rangeIndex must be 0 or more' }).optional(),
});
export type PhotoRef = z.output<typeof photoRefSchema>;

/** The photos of a report, as a filing sends them. */
export const reportPhotosSchema = z.array(photoRefSchema).max(MAX_PHOTOS_PER_REPORT, { error: `a report may carry at most ${MAX_PHOTOS_PER_REPORT} photos` });

/** The part every filing body adds for its photos. */
export const withPhotosSchema = z.object({ photos: reportPhotosSchema.optional() });

/**
 * The bucket key of a photo: by site and by the shift's submission id (the one identity a shift has
 * before the server numbers it, so the device can upload while offline-queued filings wait).
 */
export function photoKey(site: string, submissionId: string, photoId: string, contentType: PhotoContentType): string {
  return `photos/${site}/${submissionId}/${photoId}.${EXTENSION[contentType]}`;
}

/** The bucket key of a photo's thumbnail (always JPEG), made by the background function on upload. */
export function photoThumbKey(site: string, submissionId: string, photoId: string): string {
  return `photo-thumbs/${site}/${submissionId}/${photoId}.jpg`;
}

/** Body of the upload-signing route: one photo of one shift of one site. */
export const photoUploadRequestSchema = z.object({
  site: z.string().min(1, { error: 'site is required' }),
  submissionId: z.uuid({ error: 'submissionId must be a UUID' }),
  photoId: photoIdSchema,
  fileName: photoRefSchema.shape.fileName,
  contentType: photoRefSchema.shape.contentType,
  size: photoRefSchema.shape.size,
});
export type PhotoUploadRequest = z.output<typeof photoUploadRequestSchema>;

/** A photo of a filed report as a reader gets it: the reference and short-lived signed links. */
export const photoViewSchema = photoRefSchema.extend({
  /** The full picture (signed GET, short-lived). */
  url: z.string(),
  /** The thumbnail (signed GET), or null while the background function has not made it yet. */
  thumbUrl: z.string().nullable(),
  expiresInSeconds: z.number(),
});
export type PhotoView = z.output<typeof photoViewSchema>;
