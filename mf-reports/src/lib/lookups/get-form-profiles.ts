import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import { LIST_STALE_MS, lookupUrl } from './lookup-url';

/** GET /api/form/profiles?site: the profiles of a customer's forms. */
export function getFormProfiles(site: string): Promise<{ site: string; profiles: string[] }> {
  return apiJson(lookupUrl('profiles', { site }));
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
