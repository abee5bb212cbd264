import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import { LIST_STALE_MS, lookupUrl } from './lookup-url';

/** GET /api/form/grinders?site: the grinders of a customer's forms. */
export function getFormGrinders(site: string): Promise<{ site: string; grinders: string[] }> {
  return apiJson(lookupUrl('grinders', { site }));
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
