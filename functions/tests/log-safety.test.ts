/**
 * No secret reaches the logs (docs/observability.md 'What is never logged'). Every line the
 * functions write while a user signs in, files a report (and its mails go out), renews the
 * session, fails a login, signs in through an agency and signs out is captured at the most
 * verbose settings (DEBUG, EMF on, POWERTOOLS_LOGGER_LOG_EVENT asked for: tests/support/telemetry.ts),
 * and none may hold a password, a token Cognito issued, a cookie value, the session id or the SSO
 * secrets (authorization code, state, nonce, PKCE verifier, the gl_sso browser secret). The
 * agency's client secret is Cognito's: no function ever holds it.
 */
import { captureOutput } from './support/telemetry';
/* Handler modules after the one above: Powertools reads its environment when they load. */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { ssoStateKey } from '../src/data/session-entities';
import { outboxKeys } from '../src/data/mail-entities';
import { handler as drain } from '../src/handlers/mail/drain-outbox';
import { handler as submitBart } from '../src/handlers/reports/submit-bart-report';
import { handler as login } from '../src/handlers/user/login';
import { handler as logout } from '../src/handlers/user/logout';
import { handler as refresh } from '../src/handlers/user/refresh';
import { handler as ssoCallback } from '../src/handlers/user/sso-callback';
import { handler as ssoStart } from '../src/handlers/user/sso-start';
import { cognito } from '../src/lib/clients/cognito';
import { ddb } from '../src/lib/clients/dynamodb';
import { config } from '../src/lib/config';
import type { HttpApiResult } from '../src/lib/http-event';
import { routeById } from '../src/route-table';
import { bartForm } from '../src/services/test-fixtures';
import { AGENCY_PASSWORD, signInAtAgency } from './support/agency-sign-in';
import { httpEvent, invoke, jsonBody, setCookie } from './support/events';
import { DEMO_PASSWORD, sessionEvent } from './support/session';

const WRONG_PASSWORD = 'Not-the-demo-password-9';

it('keeps passwords, tokens, cookies, session ids and SSO secrets out of every log line', async () => {
  const secrets = new Set<string>([DEMO_PASSWORD, WRONG_PASSWORD, AGENCY_PASSWORD]);
  const keep = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 8) secrets.add(value);
  };
  const keepCookies = (result: HttpApiResult) => {
    for (const line of result.cookies ?? []) keep(line.slice(line.indexOf('=') + 1).split(';')[0]);
  };
  // Every token Cognito issues in this test, including the access tokens no answer carries.
  const realSend = cognito.send.bind(cognito) as (command: unknown) => Promise<{ AuthenticationResult?: Record<string, unknown> }>;
  jest.spyOn(cognito, 'send').mockImplementation((async (command: unknown) => {
    const answer = await realSend(command);
    for (const name of ['IdToken', 'AccessToken', 'RefreshToken']) keep(answer.AuthenticationResult?.[name]);
    return answer;
  }) as never);
  const post = (path: string, body: unknown, cookies: Record<string, string> = {}) =>
    httpEvent({ method: 'POST', path, body, cookies, headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '), 'user-agent': 'log-safety-test' } });

  const out = captureOutput();
  try {
    // A password sign-in, and a report filed through the session (authorizer, route, mail worker).
    const signedIn = await invoke(login, post('/api/user/login', { username: 'bartadmin', password: DEMO_PASSWORD }));
    expect(signedIn.statusCode).toBe(200);
    keepCookies(signedIn);
    const session = { idToken: setCookie(signedIn, 'gl_id')!.value, refreshToken: setCookie(signedIn, 'gl_refresh')!.value, sessionId: setCookie(signedIn, 'gl_sid')!.value };
    const route = routeById('bart-report-submit');
    const form = bartForm({ date: '2083-04-05', grinderType: '5062' });
    const event = await sessionEvent(session, { method: 'POST', path: route.path, routeKey: `POST ${route.path}`, body: form, headers: { authorization: `Bearer ${session.idToken}` } });
    const filed = await invoke(submitBart, event);
    expect(filed.statusCode).toBe(201);
    const { shiftId } = jsonBody<{ shiftId: string }>(filed);
    const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: outboxKeys.outbox(shiftId, form.submissionId as string), ConsistentRead: true }));
    await drain({ Records: [{ eventName: 'INSERT', dynamodb: { NewImage: marshall(Item!) as never } }] });

    // The session renewed, then a wrong password.
    const renewed = await invoke(refresh, post('/api/user/refresh', undefined, { gl_refresh: session.refreshToken, gl_sid: session.sessionId }));
    expect(renewed.statusCode).toBe(200);
    keepCookies(renewed);
    expect((await invoke(login, post('/api/user/login', { username: 'bartadmin', password: WRONG_PASSWORD }))).statusCode).toBe(401);

    // An agency sign-in, and the same callback replayed (refused).
    const started = await invoke(ssoStart, post('/api/user/sso/start', { provider: 'bart', returnTo: '/maps/BART' }));
    keepCookies(started);
    const browserSecret = setCookie(started, 'gl_sso')!.value;
    const back = await signInAtAgency(jsonBody<{ authorizeUrl: string }>(started).authorizeUrl, 'bart.inspector');
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const stateItem = (await ddb.send(new GetCommand({ TableName: config.tableName, Key: ssoStateKey(createHash('sha256').update(state).digest('base64url')) }))).Item;
    [code, state, stateItem?.codeVerifier, stateItem?.nonce].forEach(keep);
    const agency = await invoke(ssoCallback, post('/api/user/sso/callback', { code, state }, { gl_sso: browserSecret }));
    expect(agency.statusCode).toBe(200);
    keepCookies(agency);
    expect((await invoke(ssoCallback, post('/api/user/sso/callback', { code, state }, { gl_sso: browserSecret }))).statusCode).toBe(400);

    const signedOut = await invoke(logout, post('/api/user/logout', undefined, { gl_refresh: session.refreshToken, gl_sid: session.sessionId, gl_id: session.idToken }));
    expect(signedOut.statusCode).toBe(200);
  } finally {
    out.stop();
  }

  // The capture saw what happened: one line per request, the worker, the refusals.
  const logs = out.logs();
  const requests = logs.filter((l) => l.message === 'Request').map((l) => `${l.route} ${l.status}`);
  expect(requests).toEqual(['user-login 200', 'bart-report-submit 201', 'user-refresh 200', 'user-login 401', 'user-sso-start 200', 'user-sso-callback 200', 'user-sso-callback 400', 'user-logout 200']);
  expect(logs.map((l) => l.message)).toEqual(expect.arrayContaining(['Report mails drained', 'Sign-in refused', 'Agency sign-in refused']));
  expect(logs.some((l) => l.service === 'authorizer')).toBe(true);
  expect(secrets.size).toBeGreaterThanOrEqual(15);

  const leaks = [...secrets].flatMap((secret) => out.lines.filter((line) => line.includes(secret)).map((line) => `${secret.slice(0, 12)}… in ${line.slice(0, 200)}`));
  expect(leaks).toEqual([]);
  expect(out.lines.filter((line) => /gl_(id|sid|refresh|sso)=[^;\s"]/.test(line))).toEqual([]);
});
