/**
 * Renders a screen the way the shell mounts the remote (router + query client), with retries
 * off so a failed call shows at once, and a memory router to start at any path.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/**
 * A minimal fetch Response (jsdom has no Response class): what the kit reads, status, ok,
 * headers and text().
 */
export function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

/** Installs a jest mock as global fetch and returns it. */
export function mockFetch(): jest.Mock {
  const mock = jest.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
