import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { ShiftReport } from '@grindline/domain';

export interface ShiftSearch {
  site: string;
  date: string;
  line: string;
}

/** GET /api/reports/shifts?site&date&line: the shifts of that date, customer and line with their grind rows. */
export function findShifts(q: ShiftSearch): Promise<{ reports: ShiftReport[] }> {
  const params = new URLSearchParams({ site: q.site, date: q.date, line: q.line });
  return apiJson(`/api/reports/shifts?${params.toString()}`);
}

/** The shifts of a search; idle until searched. Under ['reports'] so any delete refreshes it. */
export function useFindShifts(q: ShiftSearch | null) {
  return useQuery({ queryKey: ['reports', 'shifts', q?.site ?? '', q?.date ?? '', q?.line ?? ''], queryFn: () => findShifts(q as ShiftSearch), enabled: q !== null });
}
