/** GET /api/maps/measurements?site&layer&date (docs/api.md 'Maps'). */
import { useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { MeasurementLayer, MeasurementRow } from '@grindline/domain';

/** A stored row with the line it is drawn along. */
export type PlacedRow = MeasurementRow & { coords: [number, number][] };

export interface MeasurementsAnswer {
  site: string;
  layer: MeasurementLayer;
  dates: string[];
  date: string | null;
  rows: PlacedRow[];
}

/** The dates of a layer and the rows of `date` (the latest when not given). */
export function getMeasurements(site: string, layer: MeasurementLayer, date: string | undefined, signal?: AbortSignal): Promise<MeasurementsAnswer> {
  const q = new URLSearchParams({ site, layer, ...(date ? { date } : {}) });
  return apiJson<MeasurementsAnswer>(`/api/maps/measurements?${q}`, { signal });
}

/** React-query hook of {@link getMeasurements}. */
export function useMeasurements(site: string, layer: MeasurementLayer, date: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['maps-measurements', site, layer, date ?? ''],
    queryFn: ({ signal }) => getMeasurements(site, layer, date, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
