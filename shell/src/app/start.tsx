import { createRoot } from 'react-dom/client';
import { start, triggerAppChange } from 'single-spa';
import { events, loadSession } from 'shell/kit';
import { renderRemoteUnavailable } from '../features/routing/components/remote-unavailable';
import { createFederationLoader } from '../features/routing/utils/federation-loader';
import { createAreaHost, installGate, registerAreas } from '../features/routing/utils/register-areas';
import { loadRemotesConfig } from '../features/routing/utils/remotes-config';
import { App } from './app';

/**
 * Start-up of the page: reads /remotes.json and the session in parallel, registers one
 * single-spa application per area, installs the role gate, renders the shell and starts
 * single-spa. Every sign-in or sign-out re-evaluates which areas are active.
 */
export async function startShell(rootElement: HTMLElement): Promise<void> {
  const [remotes] = await Promise.all([loadRemotesConfig(), loadSession()]);
  const areaHost = createAreaHost();
  registerAreas(areaHost, createFederationLoader(remotes), renderRemoteUnavailable);
  installGate();
  createRoot(rootElement).render(<App areaHost={areaHost} />);
  events.on('session:changed', () => void triggerAppChange());
  start({ urlRerouteOnly: true });
}
