/** GET /api/maps/base?site&zoom&div (docs/api.md 'Maps'). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mapsBaseRoute, type BaseLayer, type NyctDivision } from '@grindline/domain';
import { apiCall, readJson } from '@grindline/ui/api-call';

export interface BaseLayerParams {
  site: string;
  zoom: number;
  /** NYCT division; each is loaded once and kept. */
  div?: string;
}

/** The site's lines and structure/geometry base layer (one NYCT division per call). */
export async function getBaseLayer({ site, zoom, div }: BaseLayerParams, signal?: AbortSignal): Promise<BaseLayer> {
  // The route answers JSON text or gzip'd JSON with an ETag (a media body in its contract): the
  // browser inflates it and answers a repeat from its HTTP cache on a 304.
  const response = await apiCall(mapsBaseRoute, { query: { site, zoom, div: div as NyctDivision | undefined } }, { signal });
  return readJson(mapsBaseRoute, response);
}

/** The query of {@link getBaseLayer}, kept for the session (a division loaded once is kept); the screen's hook and the route's prefetch share it. */
export function baseLayerQuery(params: BaseLayerParams) {
  return queryOptions({
    queryKey: ['maps-base', params.site, params.div ?? '', params.zoom],
    queryFn: ({ signal }) => getBaseLayer(params, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** React-query hook of {@link getBaseLayer}. */
export function useBaseLayer(params: BaseLayerParams) {
  // The map stays drawn while finer lines or another division load.
  return useQuery({ ...baseLayerQuery(params), placeholderData: keepPreviousData });
}
