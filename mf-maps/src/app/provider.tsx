import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';

/**
 * A query client for one mount of this micro-frontend: its cache dies with the mount, so the
 * next user who signs in on this tablet never sees the previous user's data. Failed calls are
 * retried once (field connections drop); errors are shown by the features themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

/** Everything a screen of this micro-frontend expects around it: react-query and the router. */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>{children}</BrowserRouter>
    </QueryClientProvider>
  );
}
