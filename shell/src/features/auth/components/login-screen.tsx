import { AgencySignIn } from './agency-sign-in';
import { LoginForm } from './login-form';
import './auth.css';

/**
 * The page shown when nobody is signed in (spec 002 section 2): the form on a rail backdrop,
 * agency single sign-on below it, and `notice` (a refused agency sign-in) above both.
 */
export function LoginScreen({ notice }: { notice?: string }) {
  return (
    <main className="gl-shell-login">
      <div className="gl-shell-login-card">
        {notice && (
          <div className="gl-shell-login-banner" role="alert">
            {notice}
          </div>
        )}
        <LoginForm />
        <AgencySignIn />
      </div>
    </main>
  );
}
