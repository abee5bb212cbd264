import { formDirectionsRoute } from '@grindline/domain';
import { useFormLookup } from './form-lookup';

/** The direction codes of `line` (GET /api/form/directions?site&line, spec 000 getdirections); idle until both are chosen. */
export function useFormDirections(site: string | undefined, line: string | undefined) {
  return useFormLookup(formDirectionsRoute, 'directions', { site, line }, (answer) => answer.directions.map((d) => d.direction));
}
