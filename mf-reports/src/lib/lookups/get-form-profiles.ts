import { useQuery } from '@tanstack/react-query';
import { formProfilesRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { LIST_STALE_MS } from './list-stale';

/** GET /api/form/profiles?site: the profiles of a customer's forms. */
export function getFormProfiles(site: string): Promise<SuccessBody<typeof formProfilesRoute>> {
  return apiCall(formProfilesRoute, { query: { site } });
}

/** The profiles of `site`; idle while no site is chosen. */
export function useFormProfiles(site: string | undefined) {
  return useQuery({
    queryKey: ['form-lookups', 'profiles', site ?? ''],
    queryFn: () => getFormProfiles(site as string),
    enabled: Boolean(site),
    staleTime: LIST_STALE_MS,
    select: (answer) => answer.profiles,
  });
}
