import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput, type LoginRequest } from '@grindline/domain';
import { Button } from '../../../components/ui/button';
import { useLogin } from '../api/login';
import './auth.css';

/**
 * The sign-in form (spec 000 sections 2.1, 5.1 and 8): username and password, both required
 * after trimming; the button reads 'Logging In...' while submitting and a repeat submission is
 * ignored; failures show in the error banner.
 */
export function LoginForm() {
  const loginMutation = useLogin();
  const submitting = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginRequest>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    // The ref, not the mutation state, blocks the repeat: it is set before any re-render.
    if (submitting.current) return;
    submitting.current = true;
    try {
      await loginMutation.mutateAsync(credentials);
    } catch {
      // The banner reads loginMutation.error.
    } finally {
      submitting.current = false;
    }
  });

  const busy = loginMutation.isPending;
  return (
    <form className="gl-shell-login-form" onSubmit={onSubmit} noValidate aria-label="Log in">
      <h1>Grindline</h1>
      {loginMutation.error && (
        <div className="gl-shell-login-banner" role="alert">
          {loginMutation.error.message}
        </div>
      )}
      <div className="gl-shell-field">
        <label htmlFor="gl-login-username">Username</label>
        <input
          id="gl-login-username"
          autoComplete="username"
          autoCapitalize="none"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'gl-login-username-error' : undefined}
          {...register('username')}
        />
        {errors.username && (
          <p id="gl-login-username-error" className="gl-shell-field-error">
            {errors.username.message}
          </p>
        )}
      </div>
      <div className="gl-shell-field">
        <label htmlFor="gl-login-password">Password</label>
        <input
          id="gl-login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'gl-login-password-error' : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id="gl-login-password-error" className="gl-shell-field-error">
            {errors.password.message}
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
    </form>
  );
}
