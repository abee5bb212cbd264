import { useQuery } from '@tanstack/react-query';
import { mapImageRoute, type MapImageInput } from '@grindline/domain';
import { ApiError } from 'shell/kit';
import { apiCall } from './api-call';

/** A drawn map: a data: URL the <img> shows (no object URL to revoke, works in any test DOM). */
export interface MapImageResult {
  src: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * POST /api/maps/image: the PNG of the ranges on a line (spec 000 section 7.5), for every screen that
 * shows one (a report's review, a daily stats card, a CAT run's review): one copy, bundled by each
 * app like the primitives. Throws
 * ApiError with the server's message, e.g. 404 'No map available for S' for a line without geometry.
 */
export async function getMapImage(body: MapImageInput): Promise<MapImageResult> {
  const response = await apiCall(mapImageRoute, { body });
  return { src: `data:image/png;base64,${toBase64(new Uint8Array(await response.arrayBuffer()))}` };
}

/** The map of `body`, drawn once per distinct body; a missing map (404) is not retried. */
export function useMapImage(body: MapImageInput) {
  return useQuery({
    queryKey: ['map-image', body],
    queryFn: () => getMapImage(body),
    staleTime: Infinity,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
