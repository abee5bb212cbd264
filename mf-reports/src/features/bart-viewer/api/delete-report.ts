import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, events } from 'shell/kit';

/** DELETE /api/reports/{shiftId}: the server archives the report, then removes it (204). */
export function deleteReport(shiftId: string): Promise<void> {
  return apiJson<void>(`/api/reports/${encodeURIComponent(shiftId)}`, { method: 'DELETE' });
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
