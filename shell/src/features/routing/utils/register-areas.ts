import { registerApplication, type LifeCycles } from 'single-spa';
import { canonicalPath } from '@grindline/domain';
import { getUser } from 'shell/kit';
import { AREAS, type Area } from './areas';
import { resilientApp, type NoticeRenderer, type RemoteLoader } from './resilient-app';
import { routeStatus } from './route-status';

/**
 * Whether an area is active at this location (frontend contract): a user is signed in, the
 * domain's canReach lets them open the path, and the area owns it. A guarded path therefore
 * never mounts anything, even for the instant before the gate redirects.
 */
export function isAreaActive(area: Area, location: Location | URL): boolean {
  const user = getUser();
  if (!user) return false;
  return routeStatus(location.pathname, user.access) === 'ok' && area.owns(normalize(location.pathname), user.access);
}

const normalize = (path: string) => path.replace(/(.)\/+$/, '$1');

/** The element that holds one section per area; the layout attaches it to the page. */
export function createAreaHost(): HTMLElement {
  const host = document.createElement('div');
  host.className = 'gl-shell-areas';
  return host;
}

/**
 * Registers one single-spa application per area. Each loads its remote lazily through `load`
 * and renders into its own section of `host`.
 */
export function registerAreas(host: HTMLElement, load: RemoteLoader, renderNotice: NoticeRenderer): void {
  for (const area of AREAS) {
    const section = document.createElement('section');
    section.className = 'gl-shell-area';
    section.dataset.area = area.name;
    section.hidden = true;
    host.append(section);
    const lifecycles = resilientApp(area, section, load, renderNotice);
    registerApplication({
      name: area.name,
      app: async () => lifecycles as unknown as LifeCycles,
      activeWhen: (location) => isAreaActive(area, location),
    });
  }
}

/**
 * The role gate (spec 002 section 2, 'a guarded route redirects to /'): before every route
 * change, a site typed in another case ('/maps/bart') is replaced by its own spelling, and a path
 * the signed-in user may not open by '/'; single-spa then reroutes to it. Answers a function that
 * removes the gate.
 */
export function installGate(): () => void {
  const check = (event: Event) => {
    const user = getUser();
    const detail = (event as CustomEvent<{ newUrl?: string }>).detail;
    const url = new URL(detail?.newUrl ?? window.location.href, window.location.href);
    const canonical = canonicalPath(url.pathname + url.search + url.hash);
    if (canonical !== null) {
      window.history.replaceState(null, '', canonical);
      return;
    }
    if (user && routeStatus(url.pathname, user.access) === 'redirect') {
      window.history.replaceState(null, '', '/');
    }
  };
  window.addEventListener('single-spa:before-routing-event', check);
  return () => window.removeEventListener('single-spa:before-routing-event', check);
}
