import { useMutation } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import { lookupUrl } from './lookup-url';

/** GET /api/form/shift-id-exists?site&shiftId: whether the shift id is already filed. */
export async function checkShiftId(site: string, shiftId: string): Promise<boolean> {
  const { exists } = await apiJson<{ shiftId: string; exists: boolean }>(lookupUrl('shift-id-exists', { site, shiftId }));
  return exists;
}

/** The check a form runs when it opens its review (spec 000 section 4, 'Show Data validates the shift id'). */
export function useCheckShiftId() {
  return useMutation({ mutationFn: ({ site, shiftId }: { site: string; shiftId: string }) => checkShiftId(site, shiftId) });
}
