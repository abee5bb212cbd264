import { useMutation } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { AutofillResult } from '@grindline/domain';
import { lookupUrl } from './lookup-url';

/** GET /api/form/autofill?site[&date]: the customer's last report's defaults, shift number + 1. */
export function getAutofill(site: string, date?: string): Promise<AutofillResult> {
  return apiJson(lookupUrl('autofill', { site, date }));
}

/** Asked when a customer is chosen on the generic form ('Auto Populating Fields'). */
export function useAutofill() {
  return useMutation({ mutationFn: ({ site, date }: { site: string; date?: string }) => getAutofill(site, date) });
}
