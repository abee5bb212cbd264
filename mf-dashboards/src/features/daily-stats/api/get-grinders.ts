/** GET /api/dashboard/grinders (docs/api.md 'Daily stats'). */
import { useQuery } from '@tanstack/react-query';
import { grindersRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** Grinders that reported at `site` ('ALL' for every site of a multi-site admin). */
export async function getGrinders(site: string, signal?: AbortSignal): Promise<string[]> {
  const body = await apiCall(grindersRoute, { query: { site } }, { signal });
  return body.grinders;
}

/** React-query hook of {@link getGrinders}; the list changes rarely, so it stays fresh a while. */
export function useGrinders(site: string) {
  return useQuery({
    queryKey: ['grinders', site],
    queryFn: ({ signal }) => getGrinders(site, signal),
    enabled: site !== '',
    staleTime: 5 * 60_000,
  });
}
