import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportDeleteRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { events } from 'shell/kit';

/** Deletes a shift (the report-delete contract): the shift is archived, then removed (204). */
export async function deleteShift(shiftId: string): Promise<void> {
  await apiCall(reportDeleteRoute, { params: { shiftId } });
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
