import { useQuery } from '@tanstack/react-query';
import type { CallInput, RouteContract, SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { LIST_STALE_MS } from './list-stale';

/**
 * A form's lookup list from a GET route whose query is only strings (site, line): cached under
 * ['form-lookups', name, ...query values] for the session, idle until every query value is chosen,
 * `select` picks the list out of the answer.
 */
export function useFormLookup<C extends RouteContract, T = SuccessBody<C>>(
  contract: C,
  name: string,
  query: Record<string, string | undefined>,
  select?: (answer: SuccessBody<C>) => T,
) {
  const values = Object.values(query);
  return useQuery({
    queryKey: ['form-lookups', name, ...values.map((value) => value ?? '')],
    queryFn: () => apiCall(contract, { query } as CallInput<C>),
    enabled: values.every(Boolean),
    staleTime: LIST_STALE_MS,
    select,
  });
}
