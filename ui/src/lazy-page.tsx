/**
 * Route-level code splitting for the remotes: a page component loaded with its route (its own
 * chunk, fetched the first time the route renders), with a status line meanwhile, and the
 * Suspense boundary kept around the pages. docs/decisions.md §50 and §64.
 */
import { Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** What a page shows while its chunk is on its way. */
function PageLoading() {
  return (
    <p className="gl-ui-page" role="status" data-lazy-page-loading="">
      Loading…
    </p>
  );
}

/**
 * A component for the named export `name` of the module `load` imports, e.g.
 * `lazyNamed(() => import('./users-page'), 'UsersPage')`, fetched when it first renders and shown
 * the moment it has arrived; `Placeholder` is shown until then with the page's props ('Loading…' by
 * default), and a chunk
 * that cannot be fetched is thrown to the nearest error boundary (and fetched again on the next
 * mount).
 *
 * Not React.lazy: a component that suspends under a Suspense boundary is revealed no sooner than
 * 300 ms after its fallback appeared (React's fallback throttle), which held every remote's first
 * screen back although its chunk had arrived in a third of that (decisions §64). A module already
 * loaded renders at once, without the placeholder.
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  Placeholder: ComponentType<ComponentProps<M[K]>> = PageLoading,
): ComponentType<ComponentProps<M[K]>> {
  let loaded: M[K] | undefined;
  let pending: Promise<M[K]> | undefined;
  const fetchPage = (): Promise<M[K]> => {
    if (!pending) {
      const next = load().then((module) => (loaded = module[name]));
      next.catch(() => {
        if (pending === next) pending = undefined;
      });
      pending = next;
    }
    return pending;
  };

  function LazyPage(props: ComponentProps<M[K]>) {
    // Started in render, as React.lazy does: the chunk is on its way before the first commit.
    const [page, setPage] = useState<{ Page?: M[K]; error?: unknown }>(() => (loaded ? { Page: loaded } : (void fetchPage(), {})));
    useEffect(() => {
      if (page.Page || page.error) return;
      let live = true;
      fetchPage().then(
        (Page) => live && setPage({ Page }),
        (error: unknown) => live && setPage({ error: error ?? new Error(`The page ${name} could not be loaded`) }),
      );
      return () => {
        live = false;
      };
    }, [page]);
    if (page.error) throw page.error;
    const { Page } = page;
    return Page ? <Page {...props} /> : <Placeholder {...props} />;
  }
  LazyPage.displayName = `LazyPage(${name})`;
  return LazyPage;
}

/** The boundary around lazy pages: 'Loading…' (a status for screen readers) while anything below suspends. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
