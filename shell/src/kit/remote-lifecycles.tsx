/**
 * The single-spa lifecycles every remote exposes as './app' (docs/architecture.md): each mount is
 * its own React root, sharing the page's one React through Module Federation, wrapped in what
 * every screen expects (react-query and the router).
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';

/** What the shell passes to every lifecycle (shell/src/features/routing/utils/resilient-app.ts). */
export interface MountProps {
  name: string;
  domElement: HTMLElement;
}

/** single-spa lifecycles of one remote. */
export interface RemoteLifecycles {
  bootstrap(): Promise<void>;
  mount(props: MountProps): Promise<void>;
  unmount(props: MountProps): Promise<void>;
}

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

/**
 * The lifecycles of a remote whose screens are `App`: mount renders it into the element the
 * shell gives, inside a fresh query client and the browser router; unmount drops that root and
 * its cache. Throws on mount without a `domElement`.
 */
export function remoteLifecycles(App: ComponentType): RemoteLifecycles {
  const roots = new Map<HTMLElement, Root>();
  return {
    // Nothing to prepare: the bundle is loaded and React is shared.
    async bootstrap() {},
    async mount(props) {
      if (!(props?.domElement instanceof HTMLElement)) throw new Error('mount needs props.domElement');
      const root = createRoot(props.domElement);
      roots.set(props.domElement, root);
      root.render(
        <StrictMode>
          <QueryClientProvider client={createQueryClient()}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </QueryClientProvider>
        </StrictMode>,
      );
    },
    async unmount(props) {
      roots.get(props.domElement)?.unmount();
      roots.delete(props.domElement);
    },
  };
}
