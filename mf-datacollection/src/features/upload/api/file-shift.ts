/** POST /api/datacollection/shift: the shift and a record per rail file, in one call and one transaction. */
import type { DataCollectionShift } from '@grindline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';

/** Files the shift; resolves with its id. Throws ApiError with the server's message (e.g. a file not uploaded). */
export function fileShift(body: DataCollectionShift): Promise<{ shiftId: string }> {
  return apiJson<{ shiftId: string }>('/api/datacollection/shift', { method: 'POST', json: body });
}

export function useFileShift() {
  return useMutation({ mutationFn: fileShift });
}
