/**
 * Drives an agency sign-in over HTTP the way a browser would, against the test backend's demo
 * agency provider and Cognito hosted-UI stand-in (infra/local/agency-sign-in.ts): start, the
 * provider's login form, and back. Answers what the shell's /sso/callback page would post.
 */
import { startAgencySignIn } from '../../src/services/sso/agency-sign-in';

export const AGENCY_PASSWORD = 'Agency-demo-1';

/** A minimal cookie jar: enough for oidc-provider's interaction and session cookies. */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function follow(url: string, jar: Jar, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
  jar.take(response);
  return response;
}

/** The address the stand-in finally sends the browser to (the app's /sso/callback?code&state). */
export async function signInAtAgency(authorizeUrl: string, username: string, password = AGENCY_PASSWORD): Promise<URL> {
  const jar = new Jar();
  let response = await follow(authorizeUrl, jar);
  for (let hops = 0; hops < 12; hops++) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, response.url || authorizeUrl);
      if (next.pathname === '/sso/callback') return next;
      response = await follow(next.toString(), jar);
      continue;
    }
    const form = /action="([^"]+\/login)"/.exec(await response.text());
    if (!form) throw new Error(`No login form at ${response.url} (${response.status})`);
    response = await follow(new URL(form[1], response.url).toString(), jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    });
  }
  throw new Error('Too many redirects in the agency sign-in');
}

/** A finished agency sign-in ready to post: code, state and the `gl_sso` browser secret. */
export async function agencyCallbackRequest(username = 'bart.inspector', returnTo = '/maps/BART'): Promise<{ code: string; state: string; browserSecret: string }> {
  const { authorizeUrl, browserSecret } = await startAgencySignIn('bart', returnTo);
  const back = await signInAtAgency(authorizeUrl, username);
  const code = back.searchParams.get('code');
  const state = back.searchParams.get('state');
  if (!code || !state) throw new Error(`The sign-in came back without a code: ${back.toString()}`);
  return { code, state, browserSecret };
}
