import { accessFor } from '@grindline/domain';
import { handler as logout } from './logout';
import { handler as me } from './me';
import { handler as refresh } from './refresh';
import { captureOutput } from '../../../tests/support/capture-output';
import { httpEvent, invoke, jsonBody, setCookie } from '../../../tests/support/events';
import { sessionCookies, sessionEvent, signIn } from '../../../tests/support/session';

const post = (path: string, cookies: Record<string, string> = {}) => httpEvent({ method: 'POST', path, cookies });

describe('session routes', () => {
  it('GET /api/user returns the caller with the access of their role', async () => {
    const session = await signIn('nyctadminedit');
    const result = await invoke(me, await sessionEvent(session, { path: '/api/user' }));
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ username: 'nyctadminedit', role: 'NYCTadminedit', access: accessFor('NYCTadminedit'), mfaSetupRequired: false });
    expect(jsonBody<{ access: { canEdit: boolean } }>(result).access.canEdit).toBe(true);
  });

  it('GET /api/user?twoStep=1 adds the second factor of the caller as Cognito has it: optional and off for a site admin', async () => {
    const session = await signIn('otrainadmin');
    const result = await invoke(me, await sessionEvent(session, { path: '/api/user', query: { twoStep: '1' } }));
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toMatchObject({ username: 'otrainadmin', twoStep: { enabled: false, required: false, available: true } });
    // The start-up's plain GET makes no Cognito call and has no such field.
    expect(jsonBody(await invoke(me, await sessionEvent(session, { path: '/api/user' })))).not.toHaveProperty('twoStep');
  });

  it('GET /api/user without a valid session is 401', async () => {
    const result = await invoke(me, httpEvent({ path: '/api/user', caller: null }));
    expect(result.statusCode).toBe(401);
    expect(jsonBody(result)).toEqual({ message: 'Please sign in' });
  });

  it('POST /api/user/refresh renews gl_id from the refresh cookie', async () => {
    const session = await signIn('mbta');
    const result = await invoke(refresh, post('/api/user/refresh', { gl_refresh: session.refreshToken, gl_sid: session.sessionId }));
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ username: 'mbta', role: 'MBTA', access: accessFor('MBTA') });
    const id = setCookie(result, 'gl_id')!;
    expect(id.value.split('.')).toHaveLength(3);
    const renewed = await invoke(me, await sessionEvent({ ...session, idToken: id.value }));
    expect(jsonBody(renewed)).toMatchObject({ username: 'mbta' });
  });

  it('POST /api/user/refresh without a live session of the same user is 401, even with a good refresh token', async () => {
    const session = await signIn('otrainadmin');
    const other = await signIn('mbta');
    for (const gl_sid of [undefined, other.sessionId]) {
      const cookies: Record<string, string> = { gl_refresh: session.refreshToken, ...(gl_sid ? { gl_sid } : {}) };
      const result = await invoke(refresh, post('/api/user/refresh', cookies));
      expect(result.statusCode).toBe(401);
      expect(setCookie(result, 'gl_sid')?.attributes).toContain('Max-Age=0');
    }
  });

  it('POST /api/user/refresh without or with a bad refresh cookie is 401 and clears both cookies', async () => {
    const cases: Record<string, string>[] = [{}, { gl_refresh: 'not-a-token' }];
    for (const cookies of cases) {
      const result = await invoke(refresh, post('/api/user/refresh', cookies));
      expect(result.statusCode).toBe(401);
      expect(setCookie(result, 'gl_id')?.attributes).toContain('Max-Age=0');
      expect(setCookie(result, 'gl_refresh')?.attributes).toContain('Max-Age=0');
    }
  });

  it('POST /api/user/logout ends the session, revokes the refresh token and clears every cookie', async () => {
    const session = await signIn('skytrainadmin');
    const before = await invoke(me, await sessionEvent(session, { path: '/api/user' }));
    expect(before.statusCode).toBe(200);
    const result = await invoke(logout, post('/api/user/logout', { ...sessionCookies(session), gl_refresh: session.refreshToken }));
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ ok: true });
    expect(setCookie(result, 'gl_id')).toEqual({ value: '', attributes: 'HttpOnly; SameSite=Strict; Path=/api; Max-Age=0' });
    expect(setCookie(result, 'gl_refresh')).toEqual({ value: '', attributes: 'HttpOnly; SameSite=Strict; Path=/api/user; Max-Age=0' });
    expect(setCookie(result, 'gl_sid')).toEqual({ value: '', attributes: 'HttpOnly; SameSite=Strict; Path=/api; Max-Age=0' });

    // The copied cookies no longer open anything: the authorizer finds no session.
    const copied = await invoke(me, await sessionEvent(session, { path: '/api/user' }));
    expect(copied.statusCode).toBe(401);
    const after = await invoke(refresh, post('/api/user/refresh', { gl_refresh: session.refreshToken, gl_sid: session.sessionId }));
    expect(after.statusCode).toBe(401);
  });

  it('POST /api/user/logout without cookies, or with a token that cannot be revoked, still answers 200', async () => {
    const out = captureOutput();
    try {
      expect((await invoke(logout, post('/api/user/logout'))).statusCode).toBe(200);
      const failed = await invoke(logout, post('/api/user/logout', { gl_refresh: 'unknown-token' }));
      expect(failed.statusCode).toBe(200);
      expect(setCookie(failed, 'gl_refresh')?.attributes).toContain('Max-Age=0');
      expect(out.logs()).toContainEqual(expect.objectContaining({ level: 'ERROR', message: 'Refresh token not revoked', service: 'user-logout' }));
      expect(out.lines.join('\n')).not.toContain('unknown-token');
    } finally {
      out.stop();
    }
  });
});
