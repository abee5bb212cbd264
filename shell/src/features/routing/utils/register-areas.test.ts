import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { accessFor } from '@grindline/domain';
import { setUser } from 'shell/kit';
import { createAreaHost, installGate, registerAreas } from './register-areas';
import type { RemoteLifecycles, RemoteProps } from './resilient-app';

/** Every area's remote writes its name, so the page shows which one is mounted. */
const loader = jest.fn(
  async (name: string): Promise<RemoteLifecycles> => ({
    bootstrap: async () => undefined,
    mount: async (props: RemoteProps) => {
      props.domElement.textContent = `${name} app`;
    },
    unmount: async (props: RemoteProps) => {
      props.domElement.textContent = '';
    },
  }),
);
const notices: string[] = [];
const host = createAreaHost();

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};
const mounted = () =>
  [...host.querySelectorAll<HTMLElement>('.gl-shell-area-remote')].map((e) => e.textContent).filter(Boolean);

beforeAll(async () => {
  document.body.append(host);
  registerAreas(host, loader, (_el, area) => {
    notices.push(area.name);
    return () => undefined;
  });
  installGate();
  window.history.replaceState(null, '', '/');
  start({ urlRerouteOnly: true });
  await settle();
});

async function signIn(role: string | null, path: string) {
  setUser(role ? { username: 'u', role, access: accessFor(role) } : null);
  navigateToUrl(path);
  await triggerAppChange();
  await settle();
}

describe('areas and the role gate (spec 002 section 2, frontend contract)', () => {
  it('mounts nothing while nobody is signed in', async () => {
    await signIn(null, '/dash');
    expect(mounted()).toEqual([]);
  });

  it("shows the dashboard at '/' for admin types and the map for plain site users", async () => {
    await signIn('BARTadmin', '/');
    expect(mounted()).toEqual(['dashboards app']);
    await signIn('MBTA', '/');
    expect(mounted()).toEqual(['maps app']);
  });

  it('mounts the reports area on /grind-reports/*', async () => {
    await signIn('BARTadmin', '/grind-reports/view');
    expect(mounted()).toEqual(['reports app']);
  });

  it("redirects a guarded route to '/' without mounting it", async () => {
    await signIn('BARTadmin', '/maps/NYCT');
    expect(window.location.pathname).toBe('/');
    expect(mounted()).toEqual(['dashboards app']);
    await signIn('adminReadOnly', '/reports');
    expect(window.location.pathname).toBe('/');
  });

  it("replaces a site typed in another case by the site's own spelling and mounts its map", async () => {
    await signIn('BARTadmin', '/maps/bart?layer=grind');
    expect(window.location.pathname + window.location.search).toBe('/maps/BART?layer=grind');
    expect(mounted()).toEqual(['maps app']);
    await signIn('BARTadmin', '/maps/nyct');
    expect(window.location.pathname).toBe('/');
  });

  it('leaves an unknown path alone (the shell shows Page not found) and mounts nothing', async () => {
    await signIn('admin', '/no-such-page');
    expect(window.location.pathname).toBe('/no-such-page');
    expect(mounted()).toEqual([]);
  });

  it('unmounts everything on sign-out', async () => {
    await signIn('admin', '/dash');
    expect(mounted()).toEqual(['dashboards app']);
    await signIn(null, '/dash');
    expect(mounted()).toEqual([]);
    expect(notices).toEqual([]);
  });
});
