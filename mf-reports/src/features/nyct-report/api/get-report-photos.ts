/** GET /api/reports/{shiftId}/photos (docs/api.md 'Photos'): the photos of the report being edited. */
import { useQuery } from '@tanstack/react-query';
import { reportPhotosRoute, type PhotoView } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The photos of shift `shiftId` with signed links to each picture and thumbnail. */
export async function getReportPhotos(shiftId: string): Promise<PhotoView[]> {
  return (await apiCall(reportPhotosRoute, { params: { shiftId } })).photos;
}

/** The thumbnails of the stored photos the edit page lists, by photo id (asked only when the report has photos). */
export function useStoredPhotoThumbs(shiftId: string, enabled: boolean): ReadonlyMap<string, string> {
  const query = useQuery({ queryKey: ['report-photos', shiftId], queryFn: () => getReportPhotos(shiftId), enabled, staleTime: 4 * 60_000 });
  return new Map((query.data ?? []).flatMap((p) => (p.thumbUrl ? [[p.id, p.thumbUrl] as const] : [])));
}
