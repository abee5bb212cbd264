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
  const { result, logged } = await withLoggedErrors(() => invoke(login, httpEvent({ method: 'POST', path: '/api/user/login', body: { username, password } })));
  const id = setCookie(result, 'gl_id');
  const refresh = setCookie(result, 'gl_refresh');
  const sid = setCookie(result, 'gl_sid');
  if (result.statusCode !== 200 || !id || !refresh || !sid) {
    const cause = logged.length > 0 ? `; the handler logged ${logged.join(' | ')}` : '';
    throw new Error(`Sign-in of ${username} failed: ${result.statusCode} ${result.body}${cause}`);
  }
  return { idToken: id.value, refreshToken: refresh.value, sessionId: sid.value };
}

/**
 * Runs `work` while noting the error log lines written meanwhile, so a failed sign-in says why
 * in the test's own failure message, not only in a console block CI may cut. Every line still
 * reaches the output (or an outer capture) as before.
 */
async function withLoggedErrors<T>(work: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const logged: string[] = [];
  // Powertools writes errors to stderr, the rest to stdout.
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  streams.forEach((stream, i) => {
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      for (const line of text.split('\n')) {
        if (line.includes('"level":"ERROR"')) logged.push(errorSummary(line));
      }
      return (writes[i] as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
    }) as typeof stream.write;
  });
  try {
    return { result: await work(), logged };
  } finally {
    streams.forEach((stream, i) => (stream.write = writes[i]));
  }
}

/** The message and error of one Powertools error line, without its stack. */
function errorSummary(line: string): string {
  try {
    const entry = JSON.parse(line) as { message?: string; error?: { name?: string; message?: string; location?: string } };
    const error = entry.error ? `${entry.error.name}: ${entry.error.message} (${entry.error.location})` : '';
    return `${entry.message ?? ''} ${error}`.trim();
  } catch {
    return line.slice(0, 500);
  }
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
