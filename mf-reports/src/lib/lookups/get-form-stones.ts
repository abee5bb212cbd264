import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import { LIST_STALE_MS, lookupUrl } from './lookup-url';

/** GET /api/form/stones?site: the stones of a customer's forms. */
export function getFormStones(site: string): Promise<{ site: string; stones: string[] }> {
  return apiJson(lookupUrl('stones', { site }));
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
