import { useEffect, useState } from 'react';
import type { SessionUser } from 'shell/kit';
import { ShellLoading } from '../components/layout/shell-loading';
import { startAreas } from './areas-runtime';
import { Layout } from './layout';
import { AppProvider } from './provider';

/**
 * The element that holds the areas once they have started, null until then. Not React's use():
 * a suspended page is shown no sooner than 300 ms after its fallback (decisions §64).
 */
function useAreaHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    startAreas().then(
      (element) => live && setHost(element),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failure) throw failure.error;
  return host;
}

/** The signed-in page: its own chunk, with react-query and single-spa (docs/bench.md). */
export function SignedInPage({ user }: { user: SessionUser }) {
  const areaHost = useAreaHost();
  if (!areaHost) return <ShellLoading />;
  return (
    <AppProvider>
      <Layout user={user} areaHost={areaHost} />
    </AppProvider>
  );
}
