/** GET /api/maps/base?site&zoom&div (docs/api.md 'Maps'). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from 'shell/kit';
import type { BaseLayer } from '@grindline/domain';

export interface BaseLayerParams {
  site: string;
  zoom: number;
  /** NYCT division; each is loaded once and kept. */
  div?: string;
}

/** The site's lines and structure/geometry base layer (one NYCT division per call). */
export function getBaseLayer({ site, zoom, div }: BaseLayerParams, signal?: AbortSignal): Promise<BaseLayer> {
  const query = new URLSearchParams({ site, zoom: String(zoom), ...(div ? { div } : {}) });
  return apiJson<BaseLayer>(`/api/maps/base?${query}`, { signal });
}

/** React-query hook of {@link getBaseLayer}; kept for the session (a division loaded once is kept). */
export function useBaseLayer(params: BaseLayerParams) {
  return useQuery({
    queryKey: ['maps-base', params.site, params.div ?? '', params.zoom],
    queryFn: ({ signal }) => getBaseLayer(params, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    // The map stays drawn while finer lines or another division load.
    placeholderData: keepPreviousData,
  });
}
