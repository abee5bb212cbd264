import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@grindline/ui/api-call';
import { formCustomersRoute, type SuccessBody } from '@grindline/domain';
import { LIST_STALE_MS } from './list-stale';

/** GET /api/form/customers: the customers the caller may file for. */
export function getFormCustomers(): Promise<SuccessBody<typeof formCustomersRoute>> {
  return apiCall(formCustomersRoute, {});
}

/** The customers the signed-in user may file for. */
export function useFormCustomers() {
  return useQuery({ queryKey: ['form-lookups', 'customers'], queryFn: getFormCustomers, staleTime: LIST_STALE_MS });
}
