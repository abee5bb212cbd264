import { useQuery } from '@tanstack/react-query';
import { formDirectionsRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { LIST_STALE_MS } from './list-stale';

/** GET /api/form/directions?site&line: the direction codes of a line (spec 000 getdirections). */
export function getFormDirections(site: string, line: string): Promise<SuccessBody<typeof formDirectionsRoute>> {
  return apiCall(formDirectionsRoute, { query: { site, line } });
}

/** The direction codes of `line`; idle until both site and line are chosen. */
export function useFormDirections(site: string | undefined, line: string | undefined) {
  return useQuery({
    queryKey: ['form-lookups', 'directions', site ?? '', line ?? ''],
    queryFn: () => getFormDirections(site as string, line as string),
    enabled: Boolean(site && line),
    staleTime: LIST_STALE_MS,
    select: (answer) => answer.directions.map((d) => d.direction),
  });
}
