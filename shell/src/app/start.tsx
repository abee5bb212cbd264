import { createRoot } from 'react-dom/client';
import { loadSession } from 'shell/kit';
import { resumeAgencySignIn } from '../features/auth/utils/agency-sign-in-entry';
import { App } from './app';

/**
 * Start-up of the page: finishes or starts an agency sign-in when the address asks for one
 * (/sso/callback, or ?sso=<agency> on any page), else reads the session, then renders the shell.
 * The signed-in part (single-spa, the areas, the release manifest) loads only once a user is
 * signed in (app.tsx).
 */
export async function startShell(rootElement: HTMLElement): Promise<void> {
  const sso = await resumeAgencySignIn();
  if (sso.redirecting) return;
  if (!sso.user) await loadSession();
  createRoot(rootElement).render(<App notice={sso.notice} />);
}
