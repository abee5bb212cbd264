import { lazy, Suspense } from 'react';
import { useUser } from 'shell/kit';
import { Footer } from '../components/layout/footer';
import { LoginScreen } from '../features/auth/components/login-screen';
import { useMfaSetupRequired } from '../kit/mfa-gate';
import './app.css';

// Everything after sign-in (navigation, areas, single-spa, react-query) is a separate chunk.
const SignedInPage = lazy(() => import('./signed-in-page').then((m) => ({ default: m.SignedInPage })));
// A super or adminMgmt without a second factor enrols before anything else (with the QR library).
const MfaEnrolment = lazy(() => import('../features/auth/components/mfa-enrolment').then((m) => ({ default: m.MfaEnrolment })));

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
        <Suspense
          fallback={
            <p className="gl-shell-loading" role="status">
              Loading…
            </p>
          }
        >
          {mfaSetupRequired ? <MfaEnrolment required /> : <SignedInPage user={user} />}
        </Suspense>
      ) : (
        <>
          <LoginScreen notice={notice} />
          <Footer signedIn={false} />
        </>
      )}
    </div>
  );
}
