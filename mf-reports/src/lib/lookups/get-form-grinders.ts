import { formGrindersRoute } from '@grindline/domain';
import { useFormLookup } from './form-lookup';

/** The grinders of `site` (GET /api/form/grinders?site); idle while no site is chosen. */
export function useFormGrinders(site: string | undefined) {
  return useFormLookup(formGrindersRoute, 'grinders', { site }, (answer) => answer.grinders);
}
