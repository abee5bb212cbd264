import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@grindline/ui/api-call';
import { formChainBoundsRoute, type SuccessBody } from '@grindline/domain';
import { LIST_STALE_MS } from './list-stale';

/** GET /api/form/chain-bounds?site&line: the line's min and max chain (spec 000 maxminchain). */
export function getChainBounds(site: string, line: string): Promise<SuccessBody<typeof formChainBoundsRoute>> {
  return apiCall(formChainBoundsRoute, { query: { site, line } });
}

/** The chain bounds of `line`; idle until both site and line are chosen. */
export function useChainBounds(site: string | undefined, line: string | undefined) {
  return useQuery({
    queryKey: ['form-lookups', 'chain-bounds', site ?? '', line ?? ''],
    queryFn: () => getChainBounds(site as string, line as string),
    enabled: Boolean(site && line),
    staleTime: LIST_STALE_MS,
  });
}
