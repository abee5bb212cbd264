import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import { LIST_STALE_MS, lookupUrl } from './lookup-url';

/** GET /api/form/lines?site: the lines of a customer's forms. */
export function getFormLines(site: string): Promise<{ site: string; lines: string[] }> {
  return apiJson(lookupUrl('lines', { site }));
}

/** The lines of `site`; idle while no site is chosen. */
export function useFormLines(site: string | undefined) {
  return useQuery({
    queryKey: ['form-lookups', 'lines', site ?? ''],
    queryFn: () => getFormLines(site as string),
    enabled: Boolean(site),
    staleTime: LIST_STALE_MS,
    select: (answer) => answer.lines,
  });
}
