/** GET /api/reports/{shiftId}/photos (docs/api.md 'Photos'): the photos of the shift under review, with signed links. */
import { useQuery } from '@tanstack/react-query';
import { reportPhotosRoute, type PhotoView } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The photos of shift `shiftId` (short-lived signed links to each picture and thumbnail). */
export async function getReportPhotos(shiftId: string, signal?: AbortSignal): Promise<PhotoView[]> {
  return (await apiCall(reportPhotosRoute, { params: { shiftId } }, { signal })).photos;
}

/**
 * Hook of {@link getReportPhotos}, asked only when the stored report names photos (`enabled`). The
 * links expire after 15 minutes, so they are fetched again after a few; while a thumbnail is still
 * being made (thumbUrl null) every 10 s.
 */
export function useReportPhotos(shiftId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['report-photos', shiftId],
    queryFn: ({ signal }) => getReportPhotos(shiftId, signal),
    enabled,
    staleTime: 4 * 60_000,
    refetchInterval: (query) => (query.state.data?.some((p) => p.thumbUrl === null) ? 10_000 : false),
    retry: 1,
  });
}
