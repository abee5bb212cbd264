import { useEffect } from 'react';
import { pageTitle, PRODUCT_TITLE } from '../utils/page-title';

/**
 * Keeps `document.title` on the page shown in `<main>`, whichever micro-frontend drew it: the
 * heading and open tab are read after each change of the page, at most once a frame.
 */
export function usePageTitle(): void {
  useEffect(() => {
    const main = document.querySelector('main');
    if (!main) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const title = pageTitle(main);
      if (document.title !== title) document.title = title;
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-selected'] });
    update();
    return () => {
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
      document.title = PRODUCT_TITLE;
    };
  }, []);
}
