/**
 * The pure rules of the photos a report carries (issue 28): which picked files are taken and why
 * the others are refused, the size a photo is resized to, and the photo references a filing sends.
 */
import {
  MAX_PHOTO_CAPTION,
  MAX_PHOTO_PICK_BYTES,
  MAX_PHOTOS_PER_REPORT,
  PHOTO_CONTENT_TYPES,
  PHOTO_LONGEST_SIDE_PX,
  type PhotoContentType,
  type PhotoRef,
} from '@grindline/domain';

/** A photo attached to a draft: what the report will say about it (its picture lives in IndexedDB). */
export interface DraftPhoto {
  id: string;
  fileName: string;
  contentType: PhotoContentType;
  /** Bytes of the picture as it will be uploaded (after resizing). */
  size: number;
  caption: string;
  takenAt?: string;
  /** Where the device says it was taken; sent only when the user ticks 'include location'. */
  position?: { lat: number; lng: number };
  /** The ground range of the form it belongs to; absent: the whole shift. */
  rangeIndex?: number;
}

/** What the file chooser hands over (a File has these). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const BY_EXTENSION: Record<string, PhotoContentType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', heic: 'image/heic', heif: 'image/heic' };

/**
 * The photo content type of a picked file, or null when it is not a JPEG, PNG or HEIC. Browsers
 * leave the type of a HEIC empty at times (and Windows calls it 'image/heif'): the extension decides then.
 */
export function photoContentType(file: PickedFile): PhotoContentType | null {
  const type = file.type.toLowerCase();
  if (type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  if (type === 'image/heif') return 'image/heic';
  if ((PHOTO_CONTENT_TYPES as readonly string[]).includes(type)) return type as PhotoContentType;
  if (type && type !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

/** The files taken and a message naming each refused one. */
export interface PickCheck<F extends PickedFile> {
  accepted: Array<{ file: F; contentType: PhotoContentType }>;
  refused: string[];
}

/**
 * Checks picked files against the limits, in order: an image (JPEG, PNG or HEIC), at most 25 MB,
 * and no more than 20 photos on the report with the `attached` ones.
 */
export function checkPickedFiles<F extends PickedFile>(files: readonly F[], attached: number): PickCheck<F> {
  const result: PickCheck<F> = { accepted: [], refused: [] };
  for (const file of files) {
    const contentType = photoContentType(file);
    if (!contentType) result.refused.push(`${file.name} is not a photo: a JPEG, PNG or HEIC image is needed.`);
    else if (file.size > MAX_PHOTO_PICK_BYTES) result.refused.push(`${file.name} is ${megabytes(file.size)}: a photo may be at most 25 MB.`);
    else if (file.size === 0) result.refused.push(`${file.name} is empty.`);
    else if (attached + result.accepted.length >= MAX_PHOTOS_PER_REPORT) result.refused.push(`${file.name} was not attached: a report may carry at most ${MAX_PHOTOS_PER_REPORT} photos.`);
    else result.accepted.push({ file, contentType });
  }
  return result;
}

/** `bytes` written for people: '26.2 MB', '740 KB'. */
export function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The size of a picture `width` x `height` once its longest side is at most `longest` px (never enlarged). */
export function fitLongestSide(width: number, height: number, longest: number = PHOTO_LONGEST_SIDE_PX): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo references a filing sends: the caption trimmed (left out when empty), the position only
 * when the user allowed it, and a range that no longer exists on the form (a row removed) becomes
 * the whole shift.
 */
export function toPhotoRefs(photos: readonly DraftPhoto[], options: { includeLocation: boolean; rangeCount: number }): PhotoRef[] {
  return photos.map((p) => {
    const caption = p.caption.trim().slice(0, MAX_PHOTO_CAPTION);
    const ref: PhotoRef = { id: p.id, fileName: p.fileName, contentType: p.contentType, size: p.size };
    if (caption) ref.caption = caption;
    if (p.takenAt) ref.takenAt = p.takenAt;
    if (options.includeLocation && p.position) ref.position = p.position;
    if (p.rangeIndex !== undefined && p.rangeIndex < options.rangeCount) ref.rangeIndex = p.rangeIndex;
    return ref;
  });
}

/** A stored report's photo references back as draft photos (the edit page starts from them). */
export function fromPhotoRefs(refs: readonly PhotoRef[] | undefined): DraftPhoto[] {
  return (refs ?? []).map((r) => ({ ...r, caption: r.caption ?? '' }));
}

/**
 * Why a prepared picture may not be attached, or null. A HEIC the browser cannot decode is uploaded
 * as picked, with its own EXIF: one that records where it was taken would carry that place whatever
 * the user decides about 'Include location', so it is refused (a JPEG is redrawn without EXIF).
 */
export function keptPictureRefusal(contentType: PhotoContentType, uploadedAsPicked: boolean, position: { lat: number; lng: number } | undefined): string | null {
  if (contentType === 'image/heic' && uploadedAsPicked && position) {
    return 'this HEIC photo records the place it was taken, which this browser cannot take out of it: save it as a JPEG, or use Take photo';
  }
  return null;
}
