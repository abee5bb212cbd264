import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportRestoreRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { reportHistoryKey } from './get-report-history';

/** Brings back `version` as a new version (adminMgmt; the report-restore contract); `reason` is required once the agency approved the shift. */
export function restoreReport({ shiftId, version, reason = '' }: { shiftId: string; version: number; reason?: string }): Promise<SuccessBody<typeof reportRestoreRoute>> {
  return apiCall(reportRestoreRoute, { params: { shiftId }, body: { version, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
}

/** Restores a version and reads the history again. */
export function useRestoreReport(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, reason }: { version: number; reason?: string }) => restoreReport({ shiftId, version, reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportHistoryKey(shiftId) }),
  });
}
