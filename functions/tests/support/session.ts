/**
 * Real sessions for handler tests: signs a demo user in through the login handler (cognito-local
 * of the test backend) and turns the cookies into authorised events through the real authorizer.
 */
import { handler as authorizer } from '../../src/handlers/auth/authorizer';
import { handler as login } from '../../src/handlers/user/login';
import type { HttpApiEvent } from '../../src/lib/http-event';
import { httpEvent, invoke, setCookie, type EventOptions } from './events';

/** Password of every demo user (infra/local/bootstrap.ts). */
export const DEMO_PASSWORD = 'Grindline-demo-1';

/** The demo username of a role: the role lower-cased (e.g. BARTadmin -> bartadmin, MBTA -> mbta). */
export function demoUsername(role: string): string {
  return role.toLowerCase();
}

export interface TestSession {
  idToken: string;
  refreshToken: string;
  /** The server-side session id (gl_sid cookie). */
  sessionId: string;
}

/** The cookies a browser holding `session` sends to /api routes (gl_refresh goes to /api/user only). */
export function sessionCookies(session: TestSession, path = '/api'): Record<string, string> {
  const cookies: Record<string, string> = { gl_id: session.idToken, gl_sid: session.sessionId };
  if (path.startsWith('/api/user')) cookies.gl_refresh = session.refreshToken;
  return cookies;
}

/** Signs `username` in with the demo password; fails the test when login does not answer 200. */
export async function signIn(username: string, password = DEMO_PASSWORD): Promise<TestSession> {
  const result = await invoke(login, httpEvent({ method: 'POST', path: '/api/user/login', body: { username, password } }));
  const id = setCookie(result, 'gl_id');
  const refresh = setCookie(result, 'gl_refresh');
  const sid = setCookie(result, 'gl_sid');
  if (result.statusCode !== 200 || !id || !refresh || !sid) {
    throw new Error(`Sign-in of ${username} failed: ${result.statusCode} ${result.body}`);
  }
  return { idToken: id.value, refreshToken: refresh.value, sessionId: sid.value };
}

/**
 * An event carrying the session's cookie and the context the real authorizer gives it, as the
 * gateway would pass it on to a route.
 */
export async function sessionEvent(session: TestSession, options: EventOptions = {}): Promise<HttpApiEvent> {
  const cookies = { ...sessionCookies(session), ...(options.cookies ?? {}) };
  const auth = await authorizer(httpEvent({ cookies }));
  const event = httpEvent({ ...options, cookies });
  event.requestContext!.authorizer = { lambda: auth.context };
  return event;
}
