/** GET /api/datacollection (docs/api.md 'Data collection'): the tab's rows. */
import { useQuery } from '@tanstack/react-query';
import { datacollectionListRoute, type CallInput, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

type RunsQuery = CallInput<typeof datacollectionListRoute>['query'];

/** The filters of spec 001 section 2.13, as the URL keeps them. */
export interface RunFilters {
  site: string;
  from?: string;
  to?: string;
  line?: string;
  track?: string;
  segmentFrom?: string;
  segmentTo?: string;
  runningBand?: 'true';
}

/**
 * The route's query of the filters, trimmed, blanks left out. The site comes from the page's URL
 * as any text: the server answers 400 'Site must be All sites or a known client' to one it does not know.
 */
export function runsQuery(f: RunFilters): RunsQuery {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && String(v).trim() !== '') query[k] = String(v).trim();
  return query as RunsQuery;
}

export function listRuns(f: RunFilters): Promise<SuccessBody<typeof datacollectionListRoute>> {
  return apiCall(datacollectionListRoute, { query: runsQuery(f) });
}

/** The rows; refreshed every 3 s while a file is still processing. */
export function useRuns(f: RunFilters) {
  return useQuery({
    queryKey: ['datacollection-runs', f],
    queryFn: () => listRuns(f),
    refetchInterval: (q) => (q.state.data?.runs.some((r) => r.status === 'processing') ? 3000 : false),
  });
}
