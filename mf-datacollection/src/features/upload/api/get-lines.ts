/** GET /api/reference/tracks?site: the client's lines and their catalogue track ids. */
import { useQuery } from '@tanstack/react-query';
import { referenceTrackListRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** A line of the Line list, with the track ids the edit modal suggests (e.g. K_1, K_2). */
export interface CatalogueLine {
  name: string;
  trackIds: string[];
}

/** The lines of `site`'s track catalogue. */
export async function getLines(site: string): Promise<CatalogueLine[]> {
  const answer = await apiCall(referenceTrackListRoute, { query: { site } });
  return answer.lines.map((l) => ({ name: l.name, trackIds: (l.directions ?? []).map((d) => d.trackId) }));
}

export function useLines(site: string) {
  return useQuery({ queryKey: ['reference-lines', site], queryFn: () => getLines(site), enabled: site !== '', staleTime: 5 * 60_000 });
}
