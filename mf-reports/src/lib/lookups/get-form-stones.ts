import { formStonesRoute } from '@grindline/domain';
import { useFormLookup } from './form-lookup';

/** The stones of `site` (GET /api/form/stones?site); idle while no site is chosen. */
export function useFormStones(site: string | undefined) {
  return useFormLookup(formStonesRoute, 'stones', { site }, (answer) => answer.stones);
}
