/**
 * Route-level code splitting for the remotes: a page component loaded with its route (its own
 * chunk, fetched the first time the route renders), and the Suspense boundary that shows a status
 * line meanwhile. docs/decisions.md §50.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * A lazy component for the named export `name` of the module `load` imports, e.g.
 * `lazyNamed(() => import('./users-page'), 'UsersPage')`: React.lazy wants a default export, and
 * the project's components are named exports.
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** The boundary around lazy pages: 'Loading…' (a status for screen readers) until the page's chunk has arrived. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="gl-ui-page" role="status" data-lazy-page-loading="">
          Loading…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
