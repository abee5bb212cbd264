/** GET /api/datacollection (docs/api.md 'Data collection'): how many CAT runs cover a ground segment. */
import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { GroundSegment } from '../utils/layer-model';
import { coveringRunsQuery } from '../utils/cat-runs';

/** The number of CAT runs (rail files) whose MP range overlaps the segment's. */
export async function countCoveringRuns(g: GroundSegment, signal?: AbortSignal): Promise<number> {
  const answer = await apiJson<{ runs: unknown[] }>(`/api/datacollection?${coveringRunsQuery(g)}`, { signal });
  return answer.runs.length;
}

/** The count for the open info window; only asked for when the user may see Data Collection. */
export function useCoveringRunCount(g: GroundSegment, enabled: boolean) {
  return useQuery({
    queryKey: ['covering-cat-runs', coveringRunsQuery(g)],
    queryFn: ({ signal }) => countCoveringRuns(g, signal),
    enabled,
    staleTime: 60_000,
  });
}
