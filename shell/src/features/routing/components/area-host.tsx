import { useLayoutEffect, useRef } from 'react';

/**
 * Places the areas' element (created once at start-up, owned by single-spa) in the page. React
 * never renders inside it, so remounting the layout never tears down a mounted remote.
 */
export function AreaHost({ host }: { host: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.append(host);
    return () => host.remove();
  }, [host]);
  return <div ref={ref} />;
}
