import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, events } from 'shell/kit';
import type { ShiftReport } from '@grindline/domain';

/** DELETE /api/reports/{shiftId}/grind/{index}, or every row without `index` (Delete All); the server archives first. */
export function deleteGrindRows({ shiftId, index }: { shiftId: string; index?: number }): Promise<{ report: ShiftReport }> {
  const path = `/api/reports/${encodeURIComponent(shiftId)}/grind${index === undefined ? '' : `/${index}`}`;
  return apiJson(path, { method: 'DELETE' });
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
