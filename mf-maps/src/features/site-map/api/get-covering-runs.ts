/** GET /api/datacollection (docs/api.md 'Data collection'): how many CAT runs cover a ground segment. */
import { useQuery } from '@tanstack/react-query';
import { datacollectionListRoute, type CallInput } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import type { GroundSegment } from '../utils/layer-model';
import { coveringRunsFilters, coveringRunsQuery } from '../utils/cat-runs';

/**
 * The number of CAT runs (rail files) whose MP range overlaps the segment's. The segment's site
 * is a map site, which the list route knows (it answers 400 to any other).
 */
export async function countCoveringRuns(g: GroundSegment, signal?: AbortSignal): Promise<number> {
  const query = coveringRunsFilters(g) as CallInput<typeof datacollectionListRoute>['query'];
  const answer = await apiCall(datacollectionListRoute, { query }, { signal });
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
