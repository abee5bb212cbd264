/** Test helpers: render inside the providers a mount gives (react-query and a router). */
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

/** An answer: a JSON or text `body`, or raw `bytes` (e.g. a PNG) read through arrayBuffer(). */
type Answer = { status?: number; body?: unknown; bytes?: Uint8Array };

/**
 * Replaces global fetch: each call is answered by `answer(url)`; returns the jest mock so tests
 * can read the URLs called.
 */
export function mockFetch(answer: (url: string) => Answer | Promise<Answer>): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { status = 200, body, bytes } = await answer(url);
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const arrayBuffer = async () => (bytes ?? new TextEncoder().encode(text)).buffer;
    return { ok: status >= 200 && status < 300, status, text: async () => text, arrayBuffer } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The URLs a fetch mock was called with, in order. */
export function calledUrls(fn: jest.Mock): string[] {
  return fn.mock.calls.map(([input]) => String(input));
}
