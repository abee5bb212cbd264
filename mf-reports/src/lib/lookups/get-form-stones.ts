import { useQuery } from '@tanstack/react-query';
import { formStonesRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { LIST_STALE_MS } from './list-stale';

/** GET /api/form/stones?site: the stones of a customer's forms. */
export function getFormStones(site: string): Promise<SuccessBody<typeof formStonesRoute>> {
  return apiCall(formStonesRoute, { query: { site } });
}

/** The stones of `site`; idle while no site is chosen. */
export function useFormStones(site: string | undefined) {
  return useQuery({
    queryKey: ['form-lookups', 'stones', site ?? ''],
    queryFn: () => getFormStones(site as string),
    enabled: Boolean(site),
    staleTime: LIST_STALE_MS,
    select: (answer) => answer.stones,
  });
}
