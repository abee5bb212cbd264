/**
 * Test helpers of the remotes (mf-dashboards, mf-maps, mf-datacollection): render inside the
 * providers a mount gives (react-query and a router), and readers of a fetch double's calls (the
 * doubles themselves are contract-checked: ./mock-api).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Renders `ui` at `route` with a fresh query client that does not retry. */
export function renderWithProviders(ui: ReactElement, route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Prints the router's current path and query, so tests can read what the URL became. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The URLs a fetch mock was called with, in order. */
export function calledUrls(fn: jest.Mock): string[] {
  return fn.mock.calls.map(([input]) => String(input));
}

/** The JSON bodies a fetch mock was sent with `method`, in order. */
export function sentBodies(fn: jest.Mock, method = 'POST'): unknown[] {
  return fn.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([, init]) => JSON.parse(String(init.body)));
}
