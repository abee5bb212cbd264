/** GET /api/reference/tracks?site: the client's lines for the Line list. */
import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';

interface TrackCatalogue {
  site: string;
  lines: { name: string }[];
}

/** The line names of `site`'s track catalogue. */
export async function getLines(site: string): Promise<string[]> {
  const answer = await apiJson<TrackCatalogue>(`/api/reference/tracks?site=${encodeURIComponent(site)}`);
  return answer.lines.map((l) => l.name);
}

export function useLines(site: string) {
  return useQuery({ queryKey: ['reference-lines', site], queryFn: () => getLines(site), enabled: site !== '', staleTime: 5 * 60_000 });
}
