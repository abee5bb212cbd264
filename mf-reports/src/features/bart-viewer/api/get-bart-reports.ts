import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { ShiftReport } from '@grindline/domain';

export interface BartReportsResponse {
  reports: ShiftReport[];
}

/** Query key of the BART reports of one date; the prefix ['reports', 'bart'] covers every date. */
export function bartReportsKey(date: string) {
  return ['reports', 'bart', date] as const;
}

/** GET /api/reports/bart?date: every BART shift report of that date (one per grinder). */
export function getBartReports(date: string): Promise<BartReportsResponse> {
  return apiJson<BartReportsResponse>(`/api/reports/bart?date=${encodeURIComponent(date)}`);
}

/** The reports of `date`; idle while `date` is null (nothing asked yet). */
export function useBartReports(date: string | null) {
  return useQuery({
    queryKey: bartReportsKey(date ?? ''),
    queryFn: () => getBartReports(date as string),
    enabled: date !== null,
  });
}
