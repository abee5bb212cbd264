import { useUser } from 'shell/kit';
import { Footer } from '../components/layout/footer';
import { LoginScreen } from '../features/auth/components/login-screen';
import { Layout } from './layout';
import { AppProvider } from './provider';
import './app.css';

/** The shell: the login screen when nobody is signed in, else the layout (spec 002 section 2). */
export function App({ areaHost }: { areaHost: HTMLElement }) {
  const user = useUser();
  return (
    <AppProvider>
      <div className="gl-shell-page-frame">
        {user ? (
          <Layout user={user} areaHost={areaHost} />
        ) : (
          <>
            <LoginScreen />
            <Footer signedIn={false} />
          </>
        )}
      </div>
    </AppProvider>
  );
}
