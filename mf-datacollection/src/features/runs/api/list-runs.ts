/** GET /api/datacollection (docs/api.md 'Data collection'): the tab's rows. */
import { useQuery } from '@tanstack/react-query';
import type { DataCollectionRun } from '@grindline/domain';
import { apiJson } from 'shell/kit';

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

/** The query string of the filters, blanks left out. */
export function runsQuery(f: RunFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== undefined && String(v).trim() !== '') params.set(k, String(v).trim());
  return params.toString();
}

export function listRuns(f: RunFilters): Promise<{ runs: DataCollectionRun[] }> {
  return apiJson<{ runs: DataCollectionRun[] }>(`/api/datacollection?${runsQuery(f)}`);
}

/** The rows; refreshed every 3 s while a file is still processing. */
export function useRuns(f: RunFilters) {
  return useQuery({
    queryKey: ['datacollection-runs', f],
    queryFn: () => listRuns(f),
    refetchInterval: (q) => (q.state.data?.runs.some((r) => r.status === 'processing') ? 3000 : false),
  });
}
