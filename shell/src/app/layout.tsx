import type { SessionUser } from 'shell/kit';
import { Footer } from '../components/layout/footer';
import { useLogout } from '../features/auth/api/logout';
import { NavBar } from '../features/navigation/components/nav-bar';
import { usePageTitle } from '../features/navigation/hooks/use-page-title';
import { AreaHost } from '../features/routing/components/area-host';
import { RouteView } from '../features/routing/components/route-view';

/** The signed-in page: navigation, the micro-frontends' areas (or the shell's own view), footer. */
export function Layout({ user, areaHost }: { user: SessionUser; areaHost: HTMLElement }) {
  const logout = useLogout();
  usePageTitle();
  return (
    <>
      <NavBar access={user.access} onLogout={() => logout.mutate()} />
      <main className="gl-shell-main">
        <AreaHost host={areaHost} />
        <RouteView user={user} />
      </main>
      <Footer signedIn />
    </>
  );
}
