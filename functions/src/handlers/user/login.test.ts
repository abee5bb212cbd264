import { accessFor } from '@grindline/domain';
import { handler as authorizer } from '../auth/authorizer';
import { handler as login } from './login';
import { httpEvent, invoke, jsonBody, setCookie } from '../../../tests/support/events';
import { DEMO_PASSWORD } from '../../../tests/support/session';

const loginEvent = (body: unknown) => httpEvent({ method: 'POST', path: '/api/user/login', body });

describe('POST /api/user/login', () => {
  it('signs a demo user in: role, access and both httpOnly cookies with a verifiable ID token', async () => {
    const result = await invoke(login, loginEvent({ username: 'bartadmin', password: DEMO_PASSWORD }));

    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ username: 'bartadmin', role: 'BARTadmin', access: accessFor('BARTadmin'), mfaSetupRequired: false });
    const id = setCookie(result, 'gl_id')!;
    const refresh = setCookie(result, 'gl_refresh')!;
    expect(id.attributes).toMatch(/^HttpOnly; SameSite=Strict; Path=\/api; Max-Age=\d+$/);
    expect(Number(id.attributes.match(/Max-Age=(\d+)/)![1])).toBeGreaterThan(0);
    expect(refresh.attributes).toBe('HttpOnly; SameSite=Strict; Path=/api/user; Max-Age=2592000');
    const sid = setCookie(result, 'gl_sid')!;
    expect(sid.attributes).toBe('HttpOnly; SameSite=Strict; Path=/api; Max-Age=2592000');
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The hint the shell reads before asking GET /api/user: script-readable, and holds nothing.
    expect(setCookie(result, 'gl_signed_in')).toEqual({ value: '1', attributes: 'SameSite=Strict; Path=/; Max-Age=2592000' });
    const auth = await authorizer(httpEvent({ cookies: { gl_id: id.value, gl_sid: sid.value } }));
    expect(auth.context).toEqual({ authenticated: 'true', username: 'bartadmin', role: 'BARTadmin' });
  });

  it('answers 401 with the fixed message for a wrong password or an unknown user, setting no cookie', async () => {
    for (const body of [
      { username: 'bartadmin', password: 'wrong-password-1' },
      { username: 'nobody-here', password: DEMO_PASSWORD },
    ]) {
      const result = await invoke(login, loginEvent(body));
      expect(result.statusCode).toBe(401);
      expect(jsonBody(result)).toEqual({ message: 'Invalid username or password' });
      expect(result.cookies).toBeUndefined();
    }
  });

  it('answers a blank username with 400 and the plain-text message the screen shows', async () => {
    const result = await invoke(login, loginEvent({ username: '   ', password: DEMO_PASSWORD }));
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['content-type']).toMatch(/^text\/plain/);
    expect(result.body).toBe('Username is required');
  });

  it('answers a missing body or bad JSON with a plain-text 400', async () => {
    const empty = await invoke(login, httpEvent({ method: 'POST', path: '/api/user/login' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.headers?.['content-type']).toMatch(/^text\/plain/);
    expect(empty.body).toBe('The request body must be a JSON object');
    const broken = await invoke(login, httpEvent({ method: 'POST', path: '/api/user/login', body: '{"username":', headers: { 'content-type': 'application/json' } }));
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toBe('Request body is not valid JSON');
  });
});
