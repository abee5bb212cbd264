import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, events } from 'shell/kit';

/** DELETE /api/reports/{shiftId}: the shift is archived, then removed (204). */
export function deleteShift(shiftId: string): Promise<void> {
  return apiJson<void>(`/api/reports/${encodeURIComponent(shiftId)}`, { method: 'DELETE' });
}

/** Deletes a shift; refreshes report lists and tells the other micro-frontends. */
export function useDeleteShift(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    onSuccess: async (_d, shiftId) => {
      events.emit('report:deleted', { shiftId });
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: ['reports'] });
    },
  });
}
