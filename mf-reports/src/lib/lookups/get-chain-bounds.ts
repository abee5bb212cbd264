import { formChainBoundsRoute } from '@grindline/domain';
import { useFormLookup } from './form-lookup';

/** The line's min and max chain (GET /api/form/chain-bounds?site&line, spec 000 maxminchain); idle until both are chosen. */
export function useChainBounds(site: string | undefined, line: string | undefined) {
  return useFormLookup(formChainBoundsRoute, 'chain-bounds', { site, line });
}
