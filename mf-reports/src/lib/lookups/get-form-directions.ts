import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import { LIST_STALE_MS, lookupUrl } from './lookup-url';

export interface FormDirection {
  direction: string;
  trackId: string;
}

/** GET /api/form/directions?site&line: the direction codes of a line (spec 000 getdirections). */
export function getFormDirections(site: string, line: string): Promise<{ line: string; directions: FormDirection[] }> {
  return apiJson(lookupUrl('directions', { site, line }));
}

/** The direction codes of `line`; idle until both site and line are chosen. */
export function useFormDirections(site: string | undefined, line: string | undefined) {
  return useQuery({
    queryKey: ['form-lookups', 'directions', site ?? '', line ?? ''],
    queryFn: () => getFormDirections(site as string, line as string),
    enabled: Boolean(site && line),
    staleTime: LIST_STALE_MS,
    select: (answer) => answer.directions.map((d) => d.direction),
  });
}
