import { useQuery } from '@tanstack/react-query';
import { formNextShiftNumberRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

/**
 * GET /api/form/next-shift-number?site&date&grinderType. A failed lookup is 0, as spec 000
 * section 8 says ('a failed shift-number lookup sets the shift number to 0 and continues').
 */
export async function getNextShiftNumber(site: string, date: string, grinderType: string): Promise<number> {
  try {
    const { shiftNum } = await apiCall(formNextShiftNumberRoute, { query: { site, date, grinderType } });
    return shiftNum;
  } catch {
    return 0;
  }
}

/** The next shift number of the grinder on the date; idle until all three are chosen. */
export function useNextShiftNumber(site: string | undefined, date: string | undefined, grinderType: string | undefined) {
  return useQuery({
    queryKey: ['form-lookups', 'next-shift-number', site ?? '', date ?? '', grinderType ?? ''],
    queryFn: () => getNextShiftNumber(site as string, date as string, grinderType as string),
    enabled: Boolean(site && date && grinderType),
  });
}
