/** POST /api/dashboard/nyct-weekly/pdf (docs/api.md 'Weekly NYCT report'). */
import { useMutation } from '@tanstack/react-query';
import { nyctWeeklyPdfRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The server's answer: a short-lived link to the stored PDF (the route's contract). */
export type NyctPdfLink = SuccessBody<typeof nyctWeeklyPdfRoute>;

/** Asks the PDF function for the week's report (printed once, then served from storage). */
export function createNyctPdf(week: string): Promise<NyctPdfLink> {
  return apiCall(nyctWeeklyPdfRoute, { body: { week } });
}

/** Mutation hook of {@link createNyctPdf}. */
export function useCreateNyctPdf() {
  return useMutation({ mutationFn: createNyctPdf });
}
