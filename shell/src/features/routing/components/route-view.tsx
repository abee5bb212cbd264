import { navigate, type SessionUser } from 'shell/kit';
import { lazyNamed } from '@grindline/ui/lazy-page';
import { ShellLoading } from '../../../components/layout/shell-loading';
import { usePath } from '../hooks/use-path';
import { normalizePath, routeStatus } from '../utils/route-status';
import './routing.css';

// The Account page carries the QR library of the enrolment: a chunk of its own.
const AccountPage = lazyNamed(() => import('../../account/components/account-page'), 'AccountPage', ShellLoading);

/**
 * What the shell itself shows in the content area: its own Account page, 'Page not found' for an
 * unknown address and a note for a role that grants nothing. Other reachable paths belong to the
 * areas; guarded ones are redirected by the gate.
 */
export function RouteView({ user }: { user: SessionUser }) {
  const path = usePath();
  const status = routeStatus(path, user.access);
  if (status === 'ok' && normalizePath(path) === '/account') {
    return <AccountPage user={user} />;
  }
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
