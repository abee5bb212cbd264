/** POST /api/dashboard/nyct-weekly/pdf (docs/api.md 'Weekly NYCT report'). */
import { useMutation } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';

/** The server's answer: a short-lived link to the stored PDF. */
export interface NyctPdfLink {
  url: string;
  fileName: string;
  week: string;
  cached: boolean;
  expiresInSeconds: number;
}

/** Asks the PDF function for the week's report (printed once, then served from storage). */
export function createNyctPdf(week: string): Promise<NyctPdfLink> {
  return apiJson<NyctPdfLink>('/api/dashboard/nyct-weekly/pdf', { method: 'POST', json: { week } });
}

/** Mutation hook of {@link createNyctPdf}. */
export function useCreateNyctPdf() {
  return useMutation({ mutationFn: createNyctPdf });
}
