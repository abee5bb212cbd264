/**
 * The photos page of the weekly NYCT PDF (issue 28): the captioned photos of the reports of the
 * week the PDF reports on, their thumbnails embedded in the page (the printing Chromium has no
 * network), in date and shift order, at most {@link PDF_MAX_PHOTOS}.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { photoThumbKey, type ShiftReport } from '@grindline/domain';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { isNotFound } from '../photos/photo-views';
import { querySiteReportFields } from '../report-store';

/** How many photos the page shows (a 4 x 6 grid of one A4 page); it says how many more there are. */
export const PDF_MAX_PHOTOS = 24;

/** One photo as the page shows it: its thumbnail as a data: URI, or null (HEIC, or not made). */
export interface PdfPhoto {
  shiftId: string;
  date: string;
  fileName: string;
  caption?: string;
  takenAt?: string;
  src: string | null;
}

export interface WeekPhotos {
  photos: PdfPhoto[];
  /** Photos of the week in all, shown or not. */
  total: number;
}

/** The thumbnail of a photo as a data: URI, or null when it does not exist. */
async function thumbDataUri(report: Pick<ShiftReport, 'site' | 'submissionId'>, photoId: string): Promise<string | null> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.bucketName, Key: photoThumbKey(report.site, report.submissionId, photoId) }));
    return `data:image/jpeg;base64,${Buffer.from(await object.Body!.transformToByteArray()).toString('base64')}`;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The photos of `site`'s reports dated `from` to `to` (inclusive), for the PDF. */
export async function weekPhotos(site: string, from: string, to: string): Promise<WeekPhotos> {
  const reports = await querySiteReportFields({ site, from, to }, ['shiftId', 'site', 'submissionId', 'photos']);
  const all = reports
    .filter((r) => (r.photos?.length ?? 0) > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.shiftId.localeCompare(b.shiftId))
    .flatMap((r) => r.photos!.map((p) => ({ report: r, photo: p })));
  const shown = all.slice(0, PDF_MAX_PHOTOS);
  const photos = await Promise.all(
    shown.map(async ({ report, photo }): Promise<PdfPhoto> => ({
      shiftId: report.shiftId,
      date: report.date,
      fileName: photo.fileName,
      ...(photo.caption ? { caption: photo.caption } : {}),
      ...(photo.takenAt ? { takenAt: photo.takenAt } : {}),
      src: await thumbDataUri(report, photo.id),
    })),
  );
  return { photos, total: all.length };
}

/** The day `days` after ISO date `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
