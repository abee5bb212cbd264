import { useQuery } from '@tanstack/react-query';
import { formGrindersRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { LIST_STALE_MS } from './list-stale';

/** GET /api/form/grinders?site: the grinders of a customer's forms. */
export function getFormGrinders(site: string): Promise<SuccessBody<typeof formGrindersRoute>> {
  return apiCall(formGrindersRoute, { query: { site } });
}

/** The grinders of `site`; idle while no site is chosen. */
export function useFormGrinders(site: string | undefined) {
  return useQuery({
    queryKey: ['form-lookups', 'grinders', site ?? ''],
    queryFn: () => getFormGrinders(site as string),
    enabled: Boolean(site),
    staleTime: LIST_STALE_MS,
    select: (answer) => answer.grinders,
  });
}
