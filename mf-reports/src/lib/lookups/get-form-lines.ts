import { formLinesRoute } from '@grindline/domain';
import { useFormLookup } from './form-lookup';

/** The lines of `site` (GET /api/form/lines?site); idle while no site is chosen. */
export function useFormLines(site: string | undefined) {
  return useFormLookup(formLinesRoute, 'lines', { site }, (answer) => answer.lines);
}
