/** GET /api/maps/grind (docs/api.md 'Maps'). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { grindLayerFromWire, mapsGrindRoute, type GrindLayer, type NyctDivision } from '@grindline/domain';
import { apiCall, readJson } from '@grindline/ui/api-call';

export interface GrindLayerParams {
  site: string;
  from: string;
  to: string;
  /** '' for every grind type. */
  grindType: string;
  passMin: number;
  passMax: number;
  div?: string;
  dataset?: string;
  zoom: number;
}

/** The query string of a grind-layer request (empty values left out, so equal filters share a cache entry). */
export function grindLayerQuery(p: GrindLayerParams): string {
  const q = new URLSearchParams({ site: p.site, from: p.from, to: p.to, passMin: String(p.passMin), passMax: String(p.passMax), zoom: String(p.zoom) });
  if (p.grindType) q.set('grindType', p.grindType);
  if (p.div) q.set('div', p.div);
  if (p.dataset) q.set('dataset', p.dataset);
  return q.toString();
}

/** The grind layer for a date range, pass range and grind type. */
export async function getGrindLayer(p: GrindLayerParams, signal?: AbortSignal): Promise<GrindLayer> {
  // JSON text or gzip'd JSON with an ETag (a media body in the route's contract); blanks are left out of the URL.
  const query = { site: p.site, from: p.from, to: p.to, passMin: p.passMin, passMax: p.passMax, zoom: p.zoom, grindType: p.grindType, div: p.div as NyctDivision | undefined, dataset: p.dataset as 'Sky' | 'Arm' | undefined };
  const response = await apiCall(mapsGrindRoute, { query }, { signal });
  // The runs come by column (a third smaller gzip'd); the map's views take one object per run.
  return grindLayerFromWire(await readJson(mapsGrindRoute, response));
}

/** The query of {@link getGrindLayer}; the screen's hook and the route's prefetch share it. */
export function grindLayerOptions(params: GrindLayerParams) {
  return queryOptions({
    queryKey: ['maps-grind', grindLayerQuery(params)],
    queryFn: ({ signal }) => getGrindLayer(params, signal),
    staleTime: 60_000,
  });
}

/** React-query hook of {@link getGrindLayer}; the previous layer stays drawn while the next loads. */
export function useGrindLayer(params: GrindLayerParams, enabled: boolean) {
  return useQuery({ ...grindLayerOptions(params), enabled, placeholderData: keepPreviousData });
}
