import { useMemo, useState } from 'react';
import { CUSTOMERS, type AccountView } from '@grindline/domain';
import { errorMessage, useUser } from 'shell/kit';
import { DataTable } from '@grindline/ui/data-table';
import { Notice } from '@grindline/ui/notice';
import { useChangeUser, type UserChange } from '../api/change-user';
import { useUsers } from '../api/get-users';
import { InviteForm } from './invite-form';
import { roleLabel } from './role-label';
import { UserRowActions } from './user-row-actions';
import './users.css';
import { Options } from '@grindline/ui/field';

const STATUS: Record<AccountView['status'], string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled', agency: 'Agency sign-on' };
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');

/** An address that may wrap before its '@' (not inside the name) in a narrow column. */
function emailWithBreak(email: string) {
  const at = email.indexOf('@');
  return at > 0 ? (<>{email.slice(0, at)}<wbr />{email.slice(at)}</>) : email;
}

/** What the row says of an open invitation. */
function invitationNote(user: AccountView): string {
  if (!user.invitation) return '';
  const mail = { queued: 'mail queued', sent: 'mail sent', failed: 'mail FAILED', unknown: 'mail state unknown' }[user.invitation.mail];
  const expired = new Date(user.invitation.expiresAt).getTime() < Date.now();
  return `${expired ? 'expired' : `until ${when(user.invitation.expiresAt)}`}, by ${user.invitation.invitedBy}, ${mail}`;
}

const SUCCESS: Record<UserChange['kind'], string> = {
  invite: 'invited',
  role: 'moved to the new role; their sessions ended',
  disable: 'disabled; their sessions ended',
  enable: 'enabled',
  resend: 'sent a new invitation',
  delete: 'deleted',
  mfaReset: 'can set up two-step sign-in again at the next sign-in',
};

/**
 * /grind-reports/users (super, adminMgmt; Reporting menu, beside Mail lists and Audit log): every
 * user of the pool with role, site, status and last sign-in; search, filter by role and site;
 * invite, change role, disable and enable, resend, delete, and (super) reset a lost second factor.
 * The rules are the server's (docs/api.md 'Accounts'); its refusals are shown as they come.
 * The table never scrolls sideways: the e-mail sits under the name, the actions wrap in a column
 * of bounded width, and below 1100 px each user is a card (DataTable layout 'stack', users.css).
 */
export function UsersPage() {
  const users = useUsers();
  const me = useUser()?.username;
  const change = useChangeUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [site, setSite] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const roles = users.data?.grantableRoles ?? [];

  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (users.data?.users ?? []).filter(
      (u) =>
        (!text || [u.username, u.name, u.email].some((v) => v.toLowerCase().includes(text))) &&
        (!role || u.role === role) &&
        (!site || (site === 'ALL' ? u.site === null : u.site === site)),
    );
  }, [users.data, search, role, site]);
  const allRoles = useMemo(() => [...new Set((users.data?.users ?? []).map((u) => u.role).filter(Boolean))].sort(), [users.data]);

  const act = (c: UserChange) => {
    setDone(null);
    change.mutate(c, { onSuccess: () => setDone(`${'username' in c ? c.username : ''} ${SUCCESS[c.kind]}.`) });
  };

  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">Users</h1>
      <p>Everyone who signs in to Grindline. Changes are written to the audit log; agency staff are managed at their agency.</p>
      {users.isPending && <p role="status">Loading the users...</p>}
      {users.isError && <Notice tone="error">Could not load the users: {errorMessage(users.error)}</Notice>}
      {users.data && <InviteForm roles={roles} />}
      {done && <Notice tone="success">{done}</Notice>}
      {change.isError && <Notice tone="error">{errorMessage(change.error)}</Notice>}
      {users.data && (
        <>
          <div className="gl-rep-user-filters" role="search">
            <label>
              Search <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name, user name or e-mail" />
            </label>
            <label>
              Role{' '}
              <select value={role} onChange={(e) => setRole(e.target.value)}>
                <option value="">All roles</option>
                <Options values={allRoles} />
              </select>
            </label>
            <label>
              Site{' '}
              <select value={site} onChange={(e) => setSite(e.target.value)}>
                <option value="">Any site</option>
                <option value="ALL">Every site (multi-site roles)</option>
                <Options values={CUSTOMERS} />
              </select>
            </label>
            <span className="gl-rep-muted" role="status">
              {rows.length} of {users.data.users.length} users
            </span>
          </div>
          <DataTable
            caption="Users of Grindline"
            layout="stack"
            className="gl-rep-users-table"
            rows={rows}
            rowKey={(u) => u.username}
            empty="No user matches the search and filters."
            columns={[
              { header: 'User', cell: (u) => (<><strong>{u.name || u.username}</strong><br /><span className="gl-rep-muted">{u.username}</span><br /><span className="gl-rep-user-email">{emailWithBreak(u.email)}</span></>) },
              { header: 'Role', cell: (u) => roleLabel(u.role) },
              { header: 'Site', cell: (u) => u.site ?? 'Every site' },
              { header: 'Status', cell: (u) => (<><span className={`gl-rep-status gl-rep-status--${u.status}`}>{STATUS[u.status]}</span>{u.invitation && <><br /><span className="gl-rep-muted">{invitationNote(u)}</span></>}</>) },
              { header: 'Last sign-in', cell: (u) => when(u.lastSignInAt) },
              { header: 'Actions', cell: (u) => <UserRowActions user={u} self={u.username === me} roles={roles} busy={change.isPending} onChange={act} /> },
            ]}
          />
        </>
      )}
    </div>
  );
}
