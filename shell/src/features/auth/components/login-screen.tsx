import { LoginForm } from './login-form';
import './auth.css';

/** The page shown when nobody is signed in (spec 002 section 2): the form on a rail backdrop. */
export function LoginScreen() {
  return (
    <main className="gl-shell-login">
      <div className="gl-shell-login-card">
        <LoginForm />
      </div>
    </main>
  );
}
