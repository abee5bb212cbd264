/** GET /api/maps/measurements?site&layer&date (docs/api.md 'Maps'). */
import { useQuery } from '@tanstack/react-query';
import { mapsMeasurementsRoute, type MeasurementLayer, type MeasurementsAnswer } from '@grindline/domain';
import { apiCall, readJson } from '@grindline/ui/api-call';

/** A stored row with the line it is drawn along (the route's contract). */
export type PlacedRow = MeasurementsAnswer['rows'][number];

/** The dates of a layer and the rows of `date` (the latest when not given). */
export async function getMeasurements(site: string, layer: MeasurementLayer, date: string | undefined, signal?: AbortSignal): Promise<MeasurementsAnswer> {
  // JSON text or gzip'd JSON with an ETag (a media body in the route's contract).
  const response = await apiCall(mapsMeasurementsRoute, { query: { site, layer, date } }, { signal });
  return readJson(mapsMeasurementsRoute, response);
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
