import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { FormCustomer } from '@grindline/domain';
import { LIST_STALE_MS, lookupUrl } from './lookup-url';

/** GET /api/form/customers: the customers the caller may file for. */
export function getFormCustomers(): Promise<{ customers: FormCustomer[] }> {
  return apiJson(lookupUrl('customers'));
}

/** The customers the signed-in user may file for. */
export function useFormCustomers() {
  return useQuery({ queryKey: ['form-lookups', 'customers'], queryFn: getFormCustomers, staleTime: LIST_STALE_MS });
}
