import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportDeleteRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';

/** Deletes a report (its contract): the server archives the report, then removes it (204). */
export async function deleteReport(shiftId: string): Promise<void> {
  await apiCall(reportDeleteRoute, { params: { shiftId } });
}

/**
 * Deletes a report, then invalidates every cached report list so no screen keeps showing it,
 * and tells the other micro-frontends (dashboards cache shift figures).
 */
export function useDeleteReport(options: { onDeleted?: (shiftId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: async (_data, shiftId) => {
      events.emit('report:deleted', { shiftId });
      options.onDeleted?.(shiftId);
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
