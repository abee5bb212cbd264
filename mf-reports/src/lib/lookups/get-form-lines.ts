import { useQuery } from '@tanstack/react-query';
import { formLinesRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { LIST_STALE_MS } from './list-stale';

/** GET /api/form/lines?site: the lines of a customer's forms. */
export function getFormLines(site: string): Promise<SuccessBody<typeof formLinesRoute>> {
  return apiCall(formLinesRoute, { query: { site } });
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
