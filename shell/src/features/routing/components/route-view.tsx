import { navigate, type SessionUser } from 'shell/kit';
import { usePath } from '../hooks/use-path';
import { routeStatus } from '../utils/route-status';
import './routing.css';

/**
 * What the shell itself shows in the content area: 'Page not found' for an unknown address and
 * a note for a role that grants nothing. Reachable paths belong to the areas; guarded ones are
 * redirected by the gate.
 */
export function RouteView({ user }: { user: SessionUser }) {
  const status = routeStatus(usePath(), user.access);
  if (status === 'not-found') {
    return (
      <div className="gl-shell-page">
        <h1>Page not found</h1>
        <p>There is nothing at this address.</p>
        <a
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          Go to the home page
        </a>
      </div>
    );
  }
  if (status === 'no-access') {
    return (
      <div className="gl-shell-page">
        <h1>No access yet</h1>
        <p>Your account has no role in Grindline yet. Ask an administrator to assign one.</p>
      </div>
    );
  }
  return null;
}
