import { useEffect, useState } from 'react';
import { lazyNamed } from '@grindline/ui/lazy-page';
import type { LoginChallenge } from '../api/login';
import { AgencySignIn } from './agency-sign-in';
import { LoginForm } from './login-form';
import './auth.css';

// The first sign-in's new password, the TOTP code and the forgotten password are a chunk of their
// own, loaded only when one is needed: the login screen's first load stays as small (decisions §17).
const AccountSteps = lazyNamed(() => import('./account-steps'), 'AccountSteps', () => <p role="status">Loading…</p>);

/** Where the sign-in is: the form, a challenge of Cognito's, or the forgotten-password steps. */
export type SignInStep = { kind: 'login' } | { kind: 'challenge'; challenge: LoginChallenge } | { kind: 'forgot' };

/**
 * The page shown when nobody is signed in (spec 002 section 2): the form on a rail backdrop,
 * agency single sign-on below it, and `notice` (a refused agency sign-in) above both; the first
 * sign-in's new password, the code of an authenticator app and 'Forgot password?' replace the
 * form when they are the step.
 */
export function LoginScreen({ notice }: { notice?: string }) {
  const [step, setStep] = useState<SignInStep>({ kind: 'login' });
  const [message, setMessage] = useState<string | undefined>(notice);
  useEffect(() => {
    document.title = 'Sign in · Grindline';
  }, []);
  const back = (info?: string) => {
    setMessage(info);
    setStep({ kind: 'login' });
  };
  return (
    <main className="gl-shell-login">
      <div className="gl-shell-login-card">
        {message && step.kind === 'login' && (
          <div className={message === notice ? 'gl-shell-login-banner' : 'gl-shell-login-info'} role={message === notice ? 'alert' : 'status'}>
            {message}
          </div>
        )}
        {step.kind === 'login' ? (
          <>
            <LoginForm onChallenge={(challenge) => setStep({ kind: 'challenge', challenge })} onForgot={() => setStep({ kind: 'forgot' })} />
            <AgencySignIn />
          </>
        ) : (
          <AccountSteps step={step} onBack={back} />
        )}
      </div>
    </main>
  );
}
