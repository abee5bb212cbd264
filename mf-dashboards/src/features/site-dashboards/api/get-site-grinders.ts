/** GET /api/dashboard/grinders?site (docs/api.md 'Daily stats'): the grinder filter of the Performance view. */
import { useQuery } from '@tanstack/react-query';
import { grindersRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The grinder types of one site. */
export async function getSiteGrinders(site: string, signal?: AbortSignal): Promise<string[]> {
  const body = await apiCall(grindersRoute, { query: { site } }, { signal });
  return body.grinders;
}

/** React-query hook of {@link getSiteGrinders}; off until a site is chosen. */
export function useSiteGrinders(site: string) {
  return useQuery({ queryKey: ['site-grinders', site], queryFn: ({ signal }) => getSiteGrinders(site, signal), enabled: site !== '', staleTime: 5 * 60_000 });
}
