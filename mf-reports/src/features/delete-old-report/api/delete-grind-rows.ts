import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportGrindDeleteAllRoute, reportGrindRowDeleteRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';

/**
 * Removes grind row `index` of a shift, or every row without `index` (Delete All); the server
 * archives first. `reason` is required once the agency approved the shift (decisions §53).
 */
export function deleteGrindRows({ shiftId, index, reason }: { shiftId: string; index?: number; reason?: string }): Promise<SuccessBody<typeof reportGrindRowDeleteRoute>> {
  const query = reason?.trim() ? { reason: reason.trim() } : {};
  return index === undefined ? apiCall(reportGrindDeleteAllRoute, { params: { shiftId }, query }) : apiCall(reportGrindRowDeleteRoute, { params: { shiftId, index }, query });
}

/** Deletes grind rows, then refreshes every report list and tells the dashboards. */
export function useDeleteGrindRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGrindRows,
    onSuccess: async (data) => {
      events.emit('report:deleted', { shiftId: data.report.shiftId });
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
