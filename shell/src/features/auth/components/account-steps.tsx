import { useState, type FormEvent, type ReactNode } from 'react';
import { PASSWORD_RULES } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { finishSignIn, signInCall } from '../api/login';
import { requestPasswordReset, resetPassword } from '../api/password-reset';
import type { SignInStep } from './login-screen';
import './auth.css';

/** The rules of the pool, each ticked as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className="gl-shell-rules" aria-label="Password rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'met' : undefined}>
            {rule.label}
            <span className="gl-ui-visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: (id: string) => ReactNode }) {
  return (
    <div className="gl-shell-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** One form of the steps: its banner, its busy state and a back link. */
function StepForm({ title, error, busy, submit, onSubmit, onBack, children }: { title: string; error: string | null; busy: boolean; submit: string; onSubmit: () => Promise<void>; onBack: () => void; children: ReactNode }) {
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void onSubmit();
  };
  return (
    <form className="gl-shell-login-form" onSubmit={handle} noValidate aria-label={title}>
      <h1>{title}</h1>
      {error && (
        <div className="gl-shell-login-banner" role="alert">
          {error}
        </div>
      )}
      {children}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Please wait...' : submit}
      </Button>
      <button type="button" className="gl-shell-link" onClick={onBack}>
        Back to sign-in
      </button>
    </form>
  );
}

function useStepState() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** First sign-in: the user chooses a password, the pool's rules ticked as they type. */
function NewPassword({ username, onBack }: { username: string; onBack: (info?: string) => void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, error, run } = useStepState();
  const submit = () =>
    run(async () => {
      if (password !== repeat) throw new Error('The two passwords differ');
      const answer = await signInCall('newPassword', { username, newPassword: password });
      if ('challenge' in answer) throw new Error('Sign in again with your new password');
      finishSignIn(answer);
    });
  return (
    <StepForm title="Choose your password" error={error} busy={busy} submit="Set password and sign in" onSubmit={submit} onBack={() => onBack()}>
      <p className="gl-shell-hint">Welcome, {username}. Choose the password you will sign in with from now on.</p>
      <Field id="gl-new-password" label="New password">
        {(id) => <input id={id} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="gl-new-password-rules" />}
      </Field>
      <div id="gl-new-password-rules">
        <PasswordRules password={password} />
      </div>
      <Field id="gl-new-password-repeat" label="Repeat the new password">
        {(id) => <input id={id} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} />}
      </Field>
    </StepForm>
  );
}

/** The code of the authenticator app, asked at sign-in once a second factor is set up. */
function MfaCode({ username, onBack }: { username: string; onBack: (info?: string) => void }) {
  const [code, setCode] = useState('');
  const { busy, error, run } = useStepState();
  const submit = () =>
    run(async () => {
      const answer = await signInCall('mfa', { username, code: code.trim() });
      if ('challenge' in answer) throw new Error('Sign in again');
      finishSignIn(answer);
    });
  return (
    <StepForm title="Enter your code" error={error} busy={busy} submit="Sign in" onSubmit={submit} onBack={() => onBack()}>
      <p className="gl-shell-hint">Open your authenticator app and enter the 6-digit code it shows for Grindline.</p>
      <Field id="gl-mfa-code" label="Code">
        {(id) => <input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />}
      </Field>
    </StepForm>
  );
}

/** Forgot password: the user name, then the mailed code and a new password. */
function ForgotPassword({ onBack }: { onBack: (info?: string) => void }) {
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useStepState();
  if (!sent) {
    const ask = () =>
      run(async () => {
        if (!username.trim()) throw new Error('Username is required');
        setSent(await requestPasswordReset(username.trim()));
      });
    return (
      <StepForm title="Forgot password" error={error} busy={busy} submit="Send me a code" onSubmit={ask} onBack={() => onBack()}>
        <p className="gl-shell-hint">Enter your user name: we mail a code to the address of your account.</p>
        <Field id="gl-forgot-username" label="Username">
          {(id) => <input id={id} autoComplete="username" autoCapitalize="none" value={username} onChange={(e) => setUsername(e.target.value)} />}
        </Field>
      </StepForm>
    );
  }
  const reset = () =>
    run(async () => {
      const message = await resetPassword(username.trim(), code.trim(), password);
      onBack(message);
    });
  return (
    <StepForm title="Choose a new password" error={error} busy={busy} submit="Change password" onSubmit={reset} onBack={() => onBack()}>
      <p className="gl-shell-hint" role="status">
        {sent}
      </p>
      <Field id="gl-reset-code" label="Code from the mail">
        {(id) => <input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />}
      </Field>
      <Field id="gl-reset-password" label="New password">
        {(id) => <input id={id} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
      </Field>
      <PasswordRules password={password} />
    </StepForm>
  );
}

/** The steps of the sign-in besides the form itself (a chunk of its own, see login-screen.tsx). */
export function AccountSteps({ step, onBack }: { step: Exclude<SignInStep, { kind: 'login' }>; onBack: (info?: string) => void }) {
  if (step.kind === 'forgot') return <ForgotPassword onBack={onBack} />;
  if (step.challenge.challenge === 'mfa') return <MfaCode username={step.challenge.username} onBack={onBack} />;
  return <NewPassword username={step.challenge.username} onBack={onBack} />;
}
