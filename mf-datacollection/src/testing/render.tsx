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

type Answer = { status?: number; body: unknown };

/** What a mocked call sent: its method and its body parsed as JSON (undefined without one). */
export interface SentRequest {
  method: string;
  json: unknown;
}

/**
 * Replaces global fetch: each call is answered by `answer(url, request)`; returns the jest mock
 * so tests can read the URLs called.
 */
export function mockFetch(answer: (url: string, request: SentRequest) => Answer | Promise<Answer>): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const { status = 200, body: answerBody } = await answer(url, { method: init?.method ?? 'GET', json: body });
    const text = typeof answerBody === 'string' ? answerBody : JSON.stringify(answerBody);
    return { ok: status >= 200 && status < 300, status, text: async () => text, arrayBuffer: async () => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff).buffer } as Response;
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The URLs a fetch mock was called with, in order. */
export function calledUrls(fn: jest.Mock): string[] {
  return fn.mock.calls.map(([input]) => String(input));
}

/** The JSON bodies a fetch mock was sent with `method`, in order. */
export function sentBodies(fn: jest.Mock, method = 'POST'): unknown[] {
  return fn.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([, init]) => JSON.parse(String(init.body)));
}
