import { lazy, Suspense } from 'react';
import { useUser } from 'shell/kit';
import { Footer } from '../components/layout/footer';
import { LoginScreen } from '../features/auth/components/login-screen';
import './app.css';

// Everything after sign-in (navigation, areas, single-spa, react-query) is a separate chunk.
const SignedInPage = lazy(() => import('./signed-in-page').then((m) => ({ default: m.SignedInPage })));

/**
 * The shell: the login screen when nobody is signed in, else the signed-in page (spec 002
 * section 2). `notice` is a sign-in failure to show on the login screen (an agency sign-in that
 * was refused).
 */
export function App({ notice }: { notice?: string }) {
  const user = useUser();
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
          <SignedInPage user={user} />
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
