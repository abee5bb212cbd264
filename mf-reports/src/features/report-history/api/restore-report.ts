import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import { reportHistoryKey } from './get-report-history';

/** POST /api/reports/{shiftId}/restore: brings back `version` as a new version (adminMgmt). */
export function restoreReport({ shiftId, version }: { shiftId: string; version: number }): Promise<{ version: number }> {
  return apiJson<{ version: number }>(`/api/reports/${encodeURIComponent(shiftId)}/restore`, { method: 'POST', json: { version } });
}

/** Restores a version and reads the history again. */
export function useRestoreReport(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreReport({ shiftId, version }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportHistoryKey(shiftId) }),
  });
}
