import { useQuery } from '@tanstack/react-query';
import { reportShiftsRoute, type SuccessBody } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

export interface ShiftSearch {
  site: string;
  date: string;
  line: string;
}

/** The shifts of that date, customer and line with their grind rows (the report-shifts contract). */
export function findShifts(q: ShiftSearch): Promise<SuccessBody<typeof reportShiftsRoute>> {
  return apiCall(reportShiftsRoute, { query: { site: q.site, date: q.date, line: q.line } });
}

/** The shifts of a search; idle until searched. Under ['reports'] so any delete refreshes it. */
export function useFindShifts(q: ShiftSearch | null) {
  return useQuery({ queryKey: ['reports', 'shifts', q?.site ?? '', q?.date ?? '', q?.line ?? ''], queryFn: () => findShifts(q as ShiftSearch), enabled: q !== null });
}
