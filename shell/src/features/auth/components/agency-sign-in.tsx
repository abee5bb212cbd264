import { Button } from '@grindline/ui/button';
import { useAgencies } from '../api/sso-providers';
import { useStartAgencySignIn } from '../api/sso-start';
import './auth.css';

/**
 * 'Sign in with your agency': lists the agencies with single sign-on (fetched on demand) and
 * starts the sign-in with the one chosen; the user lands on their site's map once signed in.
 */
export function AgencySignIn() {
  const agencies = useAgencies();
  const signIn = useStartAgencySignIn();
  const error = agencies.error ?? signIn.error;
  return (
    <section className="gl-shell-agency" aria-labelledby="gl-agency-heading">
      <h2 id="gl-agency-heading" className="gl-shell-agency-heading">
        Agency staff
      </h2>
      {error && (
        <div className="gl-shell-login-banner" role="alert">
          {error}
        </div>
      )}
      {agencies.agencies === null ? (
        <Button type="button" variant="secondary" onClick={() => void agencies.load()} disabled={agencies.loading}>
          {agencies.loading ? 'Loading agencies...' : 'Sign in with your agency'}
        </Button>
      ) : agencies.agencies.length === 0 ? (
        <p>No agency sign-in is set up. Sign in with your Grindline username above.</p>
      ) : (
        <ul className="gl-shell-agency-list">
          {agencies.agencies.map((agency) => (
            <li key={agency.id}>
              <Button type="button" variant="secondary" disabled={signIn.pending} onClick={() => void signIn.start(agency.id, `/maps/${agency.site}`)}>
                {`Sign in with ${agency.label}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
