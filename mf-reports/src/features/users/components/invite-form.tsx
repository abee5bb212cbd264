import { useState, type FormEvent } from 'react';
import { inviteSchema, type InviteRequest } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { Field, errorId } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { useChangeUser } from '../api/change-user';
import { roleLabel } from './role-label';

type Values = Record<keyof InviteRequest, string>;
const EMPTY: Values = { username: '', name: '', email: '', role: '' };

/** Invite by e-mail with a role: the invitation mail (user name, temporary password) goes through the outbox. */
export function InviteForm({ roles }: { roles: string[] }) {
  const change = useChangeUser();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = inviteSchema.safeParse(values);
    if (!check.success) {
      const found: Partial<Values> = {};
      for (const issue of check.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSent(null);
    change.mutate(
      { kind: 'invite', request: check.data },
      {
        onSuccess: () => {
          setSent(`Invitation for ${check.data.username} queued: the mail goes to ${check.data.email}.`);
          setValues(EMPTY);
        },
      },
    );
  };

  const input = (name: keyof Values, type = 'text') => (
    <input
      id={`gl-invite-${name}`}
      type={type}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? errorId(`gl-invite-${name}`) : undefined}
    />
  );

  return (
    <form className="gl-rep-invite" onSubmit={submit} noValidate aria-label="Invite a user">
      <h2 className="gl-ui-subtitle">Invite a user</h2>
      {sent && <Notice tone="success">{sent}</Notice>}
      {change.isError && <Notice tone="error">{errorMessage(change.error)}</Notice>}
      <div className="gl-rep-invite-fields">
        <Field id="gl-invite-name" label="Name" error={errors.name}>
          {input('name')}
        </Field>
        <Field id="gl-invite-email" label="E-mail" error={errors.email}>
          {input('email', 'email')}
        </Field>
        <Field id="gl-invite-username" label="Username" error={errors.username} hint="Lower-case letters, digits, dots, dashes">
          {input('username')}
        </Field>
        <Field id="gl-invite-role" label="Role and site" error={errors.role}>
          <select
            id="gl-invite-role"
            value={values.role}
            onChange={(e) => setValues((v) => ({ ...v, role: e.target.value }))}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={errors.role ? errorId('gl-invite-role') : undefined}
          >
            <option value="">Choose a role</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Inviting...' : 'Send invitation'}
      </Button>
    </form>
  );
}
