/**
 * Turns a picked file into the picture a report uploads (issue 28): the time and place the camera
 * wrote in its EXIF (exifr), then the picture drawn upright (EXIF orientation applied by
 * createImageBitmap) at most 2048 px on its longest side and encoded as JPEG. The new JPEG carries
 * no EXIF, so no position leaves the device unless the user allowed it (it then travels in the
 * report's photo reference). A HEIC that the browser cannot decode is kept as picked.
 */
import { PHOTO_LONGEST_SIDE_PX, type PhotoContentType } from '@grindline/domain';
import { fitLongestSide } from './photo-rules';

/** JPEG quality of a resized photo: a 2048 px photo weighs some 400 to 900 KB. */
export const PHOTO_JPEG_QUALITY = 0.85;

/** The tags read from a photo's EXIF (as exifr answers them). */
export interface ExifTags {
  DateTimeOriginal?: Date | string;
  OffsetTimeOriginal?: string;
  latitude?: number;
  longitude?: number;
}

/**
 * When the photo was taken, as an ISO time: EXIF's DateTimeOriginal is a wall-clock time (exifr
 * reads it in the device's zone); OffsetTimeOriginal, where the camera wrote it, gives its zone.
 */
export function takenAtFromExif(tags: ExifTags | undefined): string | undefined {
  const raw = tags?.DateTimeOriginal;
  const date = raw instanceof Date ? raw : typeof raw === 'string' ? new Date(raw) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(tags?.OffsetTimeOriginal ?? '');
  if (!offset) return date.toISOString();
  const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
  const wall = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds());
  return new Date(wall - minutes * 60_000).toISOString();
}

/** Where the photo was taken per its EXIF GPS, or undefined (none, or 0,0 written by a camera without a fix). */
export function positionFromExif(tags: ExifTags | undefined): { lat: number; lng: number } | undefined {
  const lat = tags?.latitude;
  const lng = tags?.longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return undefined;
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** Reads the time and place from a photo's EXIF; a photo without EXIF (or unreadable) gives none. */
export async function readExif(file: Blob): Promise<{ takenAt?: string; position?: { lat: number; lng: number } }> {
  try {
    // exifr is loaded with the first photo, not with every form.
    const { default: exifr } = await import('exifr');
    const tags = (await exifr.parse(file, { tiff: true, exif: true, gps: true, ifd1: false, xmp: false, icc: false, iptc: false, jfif: false, ihdr: false })) as ExifTags | undefined;
    return { takenAt: takenAtFromExif(tags), position: positionFromExif(tags) };
  } catch {
    return {};
  }
}

/** The picture a report uploads, and the type it has. */
export interface PreparedPicture {
  blob: Blob;
  contentType: PhotoContentType;
  width?: number;
  height?: number;
}

/**
 * Draws `file` upright, at most 2048 px on its longest side, as a JPEG. A HEIC the browser cannot
 * decode (Chrome, Firefox) is kept as picked; any other picture the browser cannot decode throws.
 */
export async function resizePhoto(file: Blob, contentType: PhotoContentType): Promise<PreparedPicture> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (contentType === 'image/heic') return { blob: file, contentType };
    throw new Error('the browser could not read this picture', { cause: error });
  }
  try {
    const { width, height } = fitLongestSide(bitmap.width, bitmap.height, PHOTO_LONGEST_SIDE_PX);
    const blob = await drawJpeg(bitmap, width, height);
    return { blob, contentType: 'image/jpeg', width, height };
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas in this browser');
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas in this browser');
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the picture could not be encoded'))), 'image/jpeg', PHOTO_JPEG_QUALITY));
}
