import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@grindline/ui/api-call';
import { formAutofillRoute, type SuccessBody } from '@grindline/domain';

/** GET /api/form/autofill?site[&date]: the customer's last report's defaults, shift number + 1. */
export function getAutofill(site: string, date?: string): Promise<SuccessBody<typeof formAutofillRoute>> {
  return apiCall(formAutofillRoute, { query: { site, date } });
}

/** Asked when a customer is chosen on the generic form ('Auto Populating Fields'). */
export function useAutofill() {
  return useMutation({ mutationFn: ({ site, date }: { site: string; date?: string }) => getAutofill(site, date) });
}
