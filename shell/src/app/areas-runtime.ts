/**
 * The signed-in half of the shell's start-up, loaded only once somebody is signed in (the login
 * screen needs none of it: docs/bench.md): reads the release manifest, registers one single-spa
 * application per area, installs the role gate and starts single-spa. Every later sign-in or
 * sign-out re-evaluates which areas are active.
 */
import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { events, KIT_VERSION, setNavigator } from 'shell/kit';
import { renderRemoteUnavailable } from '../features/routing/components/remote-unavailable';
import { createFederationLoader } from '../features/routing/utils/federation-loader';
import { createAreaHost, installGate, registerAreas } from '../features/routing/utils/register-areas';
import { loadReleaseManifest } from '../features/routing/utils/release-manifest';

let started: Promise<HTMLElement> | null = null;

/** Starts the areas once per page; answers the element that holds them. */
export function startAreas(): Promise<HTMLElement> {
  started ??= (async () => {
    const manifest = await loadReleaseManifest();
    const areaHost = createAreaHost();
    registerAreas(areaHost, createFederationLoader(manifest, KIT_VERSION), renderRemoteUnavailable);
    installGate();
    setNavigator((url) => navigateToUrl(url));
    events.on('session:changed', () => void triggerAppChange());
    start({ urlRerouteOnly: true });
    return areaHost;
  })();
  return started;
}
