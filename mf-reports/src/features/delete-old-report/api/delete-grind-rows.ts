import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportGrindDeleteAllRoute, reportGrindRowDeleteRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';

/** Removes grind row `index` of a shift, or every row without `index` (Delete All); the server archives first. */
export function deleteGrindRows({ shiftId, index }: { shiftId: string; index?: number }): Promise<SuccessBody<typeof reportGrindRowDeleteRoute>> {
  return index === undefined ? apiCall(reportGrindDeleteAllRoute, { params: { shiftId } }) : apiCall(reportGrindRowDeleteRoute, { params: { shiftId, index } });
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
