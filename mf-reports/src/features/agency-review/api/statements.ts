import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statementCloseRoute, statementCsvRoute, statementPdfRoute, statementReopenRoute, statementRoute, type QuantitiesStatement } from '@grindline/domain';
import { apiCall, callUrl } from '@grindline/ui/api-call';

/** What a statement is asked for: a site, a month YYYY-MM and optionally a phase of the site plan. */
export interface StatementFilters {
  site: string;
  month: string;
  phase?: '1' | '2';
}

/** The monthly quantities statement (the statement contract). */
export function useStatement(filters: StatementFilters) {
  return useQuery({ queryKey: ['statement', filters], queryFn: (): Promise<QuantitiesStatement> => apiCall(statementRoute, { query: filters }), enabled: Boolean(filters.site && filters.month) });
}

/** The link of the statement's CSV download. */
export function statementCsvUrl(filters: StatementFilters): string {
  return callUrl(statementCsvRoute, { query: filters });
}

/** Prints the statement's PDF and answers its short-lived link. */
export function useStatementPdf() {
  return useMutation({ mutationFn: (filters: StatementFilters) => apiCall(statementPdfRoute, { body: filters }) });
}

/** Closes (reason null) or reopens (with its reason) the month; reads the statement and list again. */
export function useMonthClosing(filters: StatementFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null): Promise<{ closed: boolean }> =>
      reason === null
        ? apiCall(statementCloseRoute, { body: { site: filters.site, month: filters.month } })
        : apiCall(statementReopenRoute, { body: { site: filters.site, month: filters.month, reason } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['statement'] });
      void queryClient.invalidateQueries({ queryKey: ['review-list'] });
    },
  });
}
