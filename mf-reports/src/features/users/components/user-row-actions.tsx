import { useState } from 'react';
import type { AccountView } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import type { UserChange } from '../api/change-user';
import { roleLabel } from './role-label';

/**
 * What can be done to one user, by someone who may grant `roles` (super when it holds 'admin'). The
 * signed-in user's own row offers nothing: the server refuses to disable, delete or re-role oneself.
 */
export function UserRowActions({ user, self = false, roles, busy, onChange }: { user: AccountView; self?: boolean; roles: string[]; busy: boolean; onChange: (change: UserChange) => void }) {
  const [role, setRole] = useState(user.role);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (user.status === 'agency') return <span className="gl-rep-muted">Managed at the agency</span>;
  if (self) return <span className="gl-rep-muted">Your own account: another administrator changes it</span>;
  if (user.role && !roles.includes(user.role)) return <span className="gl-rep-muted">Only a super administrator manages this user</span>;
  const isSuper = roles.includes('admin');
  const id = `gl-user-role-${user.username}`;
  return (
    <div className="gl-rep-user-actions">
      <div className="gl-rep-user-role">
        <label htmlFor={id} className="gl-ui-visually-hidden">
          Role of {user.username}
        </label>
        <select id={id} value={role} onChange={(e) => setRole(e.target.value)} disabled={busy}>
          {!user.role && <option value="">No role</option>}
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={busy || role === user.role || !role} onClick={() => onChange({ kind: 'role', username: user.username, role })}>
          Change role
        </Button>
      </div>
      {user.status === 'disabled' ? (
        <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'enable', username: user.username })}>
          Enable
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'disable', username: user.username })}>
          Disable
        </Button>
      )}
      {user.status === 'invited' && (
        <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'resend', username: user.username })}>
          Resend invitation
        </Button>
      )}
      {isSuper && user.status === 'active' && (
        <Button variant="secondary" disabled={busy} onClick={() => onChange({ kind: 'mfaReset', username: user.username })}>
          Reset two-step sign-in
        </Button>
      )}
      {confirmDelete ? (
        <ConfirmBox message={`Delete ${user.username}? They can no longer sign in; their reports stay.`} busy={busy} onConfirm={() => onChange({ kind: 'delete', username: user.username })} onCancel={() => setConfirmDelete(false)} />
      ) : (
        <Button variant="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      )}
    </div>
  );
}
