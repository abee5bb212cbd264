import { useMutation } from '@tanstack/react-query';
import { formShiftIdExistsRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/** GET /api/form/shift-id-exists?site&shiftId: whether the shift id is already filed. */
export async function checkShiftId(site: string, shiftId: string): Promise<boolean> {
  const { exists } = await apiCall(formShiftIdExistsRoute, { query: { site, shiftId } });
  return exists;
}

/** The check a form runs when it opens its review (spec 000 section 4, 'Show Data validates the shift id'). */
export function useCheckShiftId() {
  return useMutation({ mutationFn: ({ site, shiftId }: { site: string; shiftId: string }) => checkShiftId(site, shiftId) });
}
