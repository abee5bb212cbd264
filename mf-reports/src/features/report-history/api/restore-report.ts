import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportRestoreRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { reportHistoryKey } from './get-report-history';

/** Brings back `version` as a new version (adminMgmt; the report-restore contract). */
export function restoreReport({ shiftId, version }: { shiftId: string; version: number }): Promise<SuccessBody<typeof reportRestoreRoute>> {
  return apiCall(reportRestoreRoute, { params: { shiftId }, body: { version } });
}

/** Restores a version and reads the history again. */
export function useRestoreReport(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreReport({ shiftId, version }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportHistoryKey(shiftId) }),
  });
}
