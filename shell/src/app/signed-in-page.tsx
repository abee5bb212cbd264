import { use } from 'react';
import type { SessionUser } from 'shell/kit';
import { startAreas } from './areas-runtime';
import { Layout } from './layout';
import { AppProvider } from './provider';

/** The signed-in page: its own chunk, with react-query and single-spa (docs/bench.md). */
export function SignedInPage({ user }: { user: SessionUser }) {
  const areaHost = use(startAreas());
  return (
    <AppProvider>
      <Layout user={user} areaHost={areaHost} />
    </AppProvider>
  );
}
