/**
 * What every remote's screens are rendered inside: a fresh react-query client and the browser
 * router. Loaded by remoteLifecycles when a remote bootstraps (after sign-in), so the login
 * screen never downloads react-query or the router (docs/bench.md).
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';

/**
 * A query client for one mount: its cache dies with the mount, so the next user who signs in on
 * this tablet never sees the previous user's data. Failed calls are retried once (field
 * connections drop); errors are shown by the features themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

/** Renders `App` into `element` as its own React root, inside the providers; answers the root. */
export function renderRemote(element: HTMLElement, App: ComponentType): Root {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return root;
}
