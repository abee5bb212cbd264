import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_MAP_FROM, mapsBaseRoute, mapsConditionRoute, mapsGrindRoute, todayIso } from '@grindline/domain';
import { mockApi, onRoute } from '@grindline/ui/testing/mock-api';
import { calledUrls } from '@grindline/ui/testing/render';
import { usePrefetchSiteMap } from './use-prefetch-site-map';

// What is answered does not matter here: only what is asked for, and when.
const unavailable = { status: 503, body: { message: 'Map service unavailable' } };

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('usePrefetchSiteMap', () => {
  it("starts NYCT's base layer, its grind layer with the default filters and its rail condition, before any screen asks", async () => {
    const fetch = mockApi(onRoute(mapsBaseRoute, unavailable), onRoute(mapsGrindRoute, unavailable), onRoute(mapsConditionRoute, unavailable));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = renderHook(() => usePrefetchSiteMap('NYCT'), { wrapper: wrapper(client) });
    await waitFor(() => expect(calledUrls(fetch)).toHaveLength(3));
    expect(calledUrls(fetch)).toEqual([
      '/api/maps/base?site=NYCT&zoom=10&div=IRT',
      `/api/maps/grind?site=NYCT&from=${DEFAULT_MAP_FROM}&to=${todayIso()}&passMin=0&passMax=50&zoom=10&div=IRT`,
      '/api/maps/condition?site=NYCT',
    ]);
    // A render again (the route's Suspense retry) asks for nothing more.
    rerender();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calledUrls(fetch)).toHaveLength(3);
  });
});
