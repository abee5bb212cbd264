import { useRef, useState, type FormEvent } from 'react';
import type { LoginInput } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { useLogin, type LoginChallenge } from '../api/login';
import './auth.css';

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * The sign-in form (spec 000 sections 2.1, 5.1 and 8): username and password, both required
 * after trimming; the button reads 'Logging In...' while submitting and a repeat submission is
 * ignored; failures show in the error banner.
 *
 * The one form without react-hook-form (decisions §17): it is the first screen, and a shared
 * react-hook-form (16 KB gz, not tree-shaken) would be a seventh of its whole budget. It still
 * validates with the domain's schema, loaded with zod on the first submit.
 */
export function LoginForm({ onChallenge, onForgot }: { onChallenge?: (challenge: LoginChallenge) => void; onForgot?: () => void }) {
  const loginMutation = useLogin();
  const submitting = useRef(false);
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The ref, not the state, blocks the repeat: it is set before any re-render.
    if (submitting.current) return;
    submitting.current = true;
    try {
      const { checkLogin } = await import('../utils/login-resolver');
      const check = checkLogin(values);
      setErrors(check.ok ? {} : check.errors);
      if (check.ok) {
        const answer = await loginMutation.mutateAsync(check.request);
        if ('challenge' in answer) onChallenge?.(answer);
      }
    } catch {
      // The banner reads loginMutation.error.
    } finally {
      submitting.current = false;
    }
  };

  const field = (name: keyof LoginInput) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `gl-login-${name}-error` : undefined,
  });

  const busy = loginMutation.isPending;
  return (
    <form className="gl-shell-login-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Log in">
      <h1>Grindline</h1>
      {loginMutation.error && (
        <div className="gl-shell-login-banner" role="alert">
          {loginMutation.error.message}
        </div>
      )}
      <div className="gl-shell-field">
        <label htmlFor="gl-login-username">Username</label>
        <input id="gl-login-username" autoComplete="username" autoCapitalize="none" {...field('username')} />
        {errors.username && (
          <p id="gl-login-username-error" className="gl-shell-field-error">
            {errors.username}
          </p>
        )}
      </div>
      <div className="gl-shell-field">
        <label htmlFor="gl-login-password">Password</label>
        <input id="gl-login-password" type="password" autoComplete="current-password" {...field('password')} />
        {errors.password && (
          <p id="gl-login-password-error" className="gl-shell-field-error">
            {errors.password}
          </p>
        )}
      </div>
      {/* Decorative per spec 000 section 2.1: the session lifetime does not depend on it. */}
      <label className="gl-shell-check">
        <input type="checkbox" name="remember" />
        Remember me
      </label>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Logging In...' : 'Log In'}
      </Button>
      {onForgot && (
        <button type="button" className="gl-shell-link" onClick={onForgot}>
          Forgot password?
        </button>
      )}
    </form>
  );
}
