import { formProfilesRoute } from '@grindline/domain';
import { useFormLookup } from './form-lookup';

/** The profiles of `site` (GET /api/form/profiles?site); idle while no site is chosen. */
export function useFormProfiles(site: string | undefined) {
  return useFormLookup(formProfilesRoute, 'profiles', { site }, (answer) => answer.profiles);
}
