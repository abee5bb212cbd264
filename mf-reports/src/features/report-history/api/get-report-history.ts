import { useQuery } from '@tanstack/react-query';
import type { ReportDiff, ReportVersion } from '@grindline/domain';
import { apiJson } from 'shell/kit';

/** A version with its difference to the previous one (docs/api.md 'Report versions'). */
export type HistoryVersion = ReportVersion & { diff: ReportDiff | null };

/** GET /api/reports/{shiftId}/history. */
export interface ReportHistory {
  shiftId: string;
  site: string;
  deleted: boolean;
  currentVersion: number | null;
  versions: HistoryVersion[];
}

export const reportHistoryKey = (shiftId: string) => ['report-history', shiftId] as const;

/** The history of a report, deleted or not. */
export function getReportHistory(shiftId: string): Promise<ReportHistory> {
  return apiJson<ReportHistory>(`/api/reports/${encodeURIComponent(shiftId)}/history`);
}

/** The history of one report, read when the screen opens. */
export function useReportHistory(shiftId: string) {
  return useQuery({ queryKey: reportHistoryKey(shiftId), queryFn: () => getReportHistory(shiftId) });
}
