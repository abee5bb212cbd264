/** The monthly report's PDF (the monthly-report-pdf contract; docs/api.md 'Report Generator'). */
import { useMutation } from '@tanstack/react-query';
import { monthlyReportPdfRoute, type MonthlyInput, type MonthlyPdfLink } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** The server's answer: a short-lived link to the stored PDF. */
export type { MonthlyPdfLink } from '@grindline/domain';

/** Asks the PDF function for the monthly report of `input` (printed once, then served from storage). */
export function createMonthlyPdf(input: MonthlyInput): Promise<MonthlyPdfLink> {
  return apiCall(monthlyReportPdfRoute, { body: { ...input, interval: Number(input.interval) } });
}

/** Mutation hook of {@link createMonthlyPdf}. */
export function useCreateMonthlyPdf() {
  return useMutation({ mutationFn: createMonthlyPdf });
}
