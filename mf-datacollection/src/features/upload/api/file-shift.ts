/** POST /api/datacollection/shift: the shift and a record per rail file, in one call and one transaction. */
import { datacollectionShiftRoute, type DataCollectionShift } from '@grindline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@grindline/ui/api-call';

/** Files the shift; resolves with its id. Throws ApiError with the server's message (e.g. a file not uploaded). */
export function fileShift(body: DataCollectionShift): Promise<{ shiftId: string }> {
  return apiCall(datacollectionShiftRoute, { body });
}

export function useFileShift() {
  return useMutation({ mutationFn: fileShift });
}
