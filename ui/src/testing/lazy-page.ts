/** Test helper for screens behind lazyNamed/PageSuspense (ui/src/lazy-page.tsx). */
import { waitFor } from '@testing-library/react';

/**
 * Resolves once no lazy page is still loading: a page's chunk arrives a tick after the first
 * render (at once when an earlier test already loaded it), so a test that asserts what a page
 * does NOT show waits for this first. Up to 15 s: the first import of a page in a jest worker
 * transforms its modules, which takes seconds on a loaded machine (the default wait is 1 s).
 */
export async function lazyPagesLoaded(): Promise<void> {
  await waitFor(
    () => {
      if (document.querySelector('[data-lazy-page-loading]')) throw new Error('a lazy page is still loading');
    },
    { timeout: 15_000 },
  );
}
