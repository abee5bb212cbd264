/** POST /api/reports/monthly/pdf (docs/api.md 'Report Generator'). */
import { useMutation } from '@tanstack/react-query';
import type { MonthlyInput } from '@grindline/domain';
import { apiJson } from 'shell/kit';

/** The server's answer: a short-lived link to the stored PDF. */
export interface MonthlyPdfLink {
  url: string;
  fileName: string;
  cached: boolean;
  expiresInSeconds: number;
}

/** Asks the PDF function for the monthly report of `input` (printed once, then served from storage). */
export function createMonthlyPdf(input: MonthlyInput): Promise<MonthlyPdfLink> {
  return apiJson<MonthlyPdfLink>('/api/reports/monthly/pdf', { method: 'POST', json: { ...input, interval: Number(input.interval) } });
}

/** Mutation hook of {@link createMonthlyPdf}. */
export function useCreateMonthlyPdf() {
  return useMutation({ mutationFn: createMonthlyPdf });
}
