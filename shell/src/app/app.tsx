import { useUser } from 'shell/kit';
import { lazyNamed } from '@grindline/ui/lazy-page';
import { Footer } from '../components/layout/footer';
import { ShellLoading } from '../components/layout/shell-loading';
import { LoginScreen } from '../features/auth/components/login-screen';
import { useMfaSetupRequired } from '../kit/mfa-gate';
import './app.css';

// Everything after sign-in (navigation, areas, single-spa, react-query) is a separate chunk.
const SignedInPage = lazyNamed(() => import('./signed-in-page'), 'SignedInPage', ShellLoading);
// A super or adminMgmt without a second factor enrols before anything else (with the QR library).
const MfaEnrolment = lazyNamed(() => import('../features/auth/components/mfa-enrolment'), 'MfaEnrolment', ShellLoading);

/**
 * The shell: the login screen when nobody is signed in, else the signed-in page (spec 002
 * section 2). `notice` is a sign-in failure to show on the login screen (an agency sign-in that
 * was refused).
 */
export function App({ notice }: { notice?: string }) {
  const user = useUser();
  const mfaSetupRequired = useMfaSetupRequired();
  return (
    <div className="gl-shell-page-frame">
      {user ? (
        mfaSetupRequired ? (
          <MfaEnrolment required />
        ) : (
          <SignedInPage user={user} />
        )
      ) : (
        <>
          <LoginScreen notice={notice} />
          <Footer signedIn={false} />
        </>
      )}
    </div>
  );
}
