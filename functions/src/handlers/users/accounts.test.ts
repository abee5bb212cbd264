/**
 * People and accounts (issue 31) against cognito-local (through the local adapter) and DynamoDB
 * Local: invitation through the outbox, first sign-in with a new password, disable ending the
 * sessions, the rules of who may do what, forgotten passwords and the TOTP second factor.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { totpCode } from '../../../tests/support/totp';
import { handler as authorizer } from '../auth/authorizer';
import { handler as login } from '../user/login';
import { handler as me } from '../user/me';
import { handler as newPassword } from '../user/new-password';
import { handler as mfaSignIn } from '../user/mfa-sign-in';
import { handler as mfaSetup } from '../user/mfa-setup';
import { handler as mfaVerify } from '../user/mfa-verify';
import { handler as forgot } from '../user/forgot-password';
import { handler as reset } from '../user/reset-password';
import { handler as listUsers } from './list-users';
import { handler as invite } from './invite-user';
import { handler as setRole } from './set-role';
import { handler as disable } from './disable-user';
import { handler as enable } from './enable-user';
import { handler as resetMfa } from './reset-mfa';
import { handler as deleteUser } from './delete-user';
import { accountOutboxKeys } from '../../data/account-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import type { AccountMailItem } from '../../mail/account-mail';
import { drainAccountMail } from '../../mail/account-mail-drain';
import { httpEvent, invoke, jsonBody, setCookie, type TestCaller } from '../../../tests/support/events';

// Many Cognito calls per test, on a shared machine.
jest.setTimeout(120_000);

const ADMIN: TestCaller = { username: 'admin', role: 'admin' };
const MGMT: TestCaller = { username: 'adminmgmt', role: 'adminMgmt' };
const NEW_PASSWORD = 'Field-crew-2026!';

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq += 1)}`;
const call = (handler: unknown, options: Parameters<typeof httpEvent>[0]) => invoke(handler, httpEvent({ method: 'POST', ...options }));

/** The account mails of a user, oldest first. */
async function mailsOf(username: string): Promise<AccountMailItem[]> {
  const { Items } = await ddb.send(
    new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': accountOutboxKeys.mail(username, '').pk }, ConsistentRead: true }),
  );
  return (Items ?? []) as AccountMailItem[];
}

async function inviteSupervisor(caller: TestCaller = MGMT) {
  const username = unique('sup');
  const result = await call(invite, { path: '/api/users', caller, headers: { origin: 'http://127.0.0.1:3000' }, body: { username, name: 'Sam Field', email: `${username}@crew.example.com`, role: 'BARTadmin' } });
  expect(result.statusCode).toBe(201);
  const [mail] = await mailsOf(username);
  return { username, mail, temporary: mail.secret! };
}

/** Signs in with the temporary password and answers the new-password challenge; the cookies of the session. */
async function firstSignIn(username: string, temporary: string): Promise<Record<string, string>> {
  const challenged = await call(login, { path: '/api/user/login', body: { username, password: temporary } });
  expect(jsonBody(challenged)).toEqual({ challenge: 'newPassword', username });
  const challenge = setCookie(challenged, 'gl_challenge')!;
  expect(challenge.attributes).toMatch(/HttpOnly/);
  const done = await call(newPassword, { path: '/api/user/login/new-password', cookies: { gl_challenge: challenge.value }, body: { username, newPassword: NEW_PASSWORD } });
  expect(done.statusCode).toBe(200);
  return { gl_id: setCookie(done, 'gl_id')!.value, gl_sid: setCookie(done, 'gl_sid')!.value, gl_refresh: setCookie(done, 'gl_refresh')!.value };
}

async function authorized(cookies: Record<string, string>) {
  return (await authorizer(httpEvent({ cookies }))).context;
}

describe('Users screen routes and first sign-in', () => {
  it('invites through the outbox, signs in with a new password, and a disabled user loses the session at once', async () => {
    const { username, mail, temporary } = await inviteSupervisor();
    expect(mail).toMatchObject({ accountMail: 'invitation', to: `${username}@crew.example.com`, invitedBy: 'adminmgmt', status: 'queued', appUrl: 'http://127.0.0.1:3000' });
    expect(await drainAccountMail(mail)).toBe('sent');
    const [sent] = await mailsOf(username);
    expect(sent.status).toBe('sent');
    expect(sent.secret).toBeUndefined();

    const listed = jsonBody<{ users: Array<{ username: string; status: string; invitation: unknown; site: string }> }>(await invoke(listUsers, httpEvent({ caller: MGMT })));
    expect(listed.users.find((u) => u.username === username)).toMatchObject({ status: 'invited', site: 'BART', invitation: { invitedBy: 'adminmgmt', mail: 'sent' } });

    const wrong = await call(login, { path: '/api/user/login', body: { username, password: 'not-the-temporary-1A!' } });
    expect(wrong.statusCode).toBe(401);
    const weak = await call(newPassword, { path: '/api/user/login/new-password', cookies: {}, body: { username, newPassword: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toMatch(/New password needs: at least 12 characters/);

    const cookies = await firstSignIn(username, temporary);
    expect(await authorized(cookies)).toMatchObject({ authenticated: 'true', username, role: 'BARTadmin' });
    const active = jsonBody<{ users: Array<{ username: string; status: string; lastSignInAt: string | null }> }>(await invoke(listUsers, httpEvent({ caller: MGMT })));
    expect(active.users.find((u) => u.username === username)).toMatchObject({ status: 'active', lastSignInAt: expect.any(String) });

    expect((await call(disable, { path: `/api/users/${username}/disable`, caller: MGMT, params: { username } })).statusCode).toBe(200);
    expect(await authorized(cookies)).toEqual({ authenticated: 'false' });
    expect((await call(login, { path: '/api/user/login', body: { username, password: NEW_PASSWORD } })).statusCode).toBe(401);
    expect((await call(enable, { path: `/api/users/${username}/enable`, caller: MGMT, params: { username } })).statusCode).toBe(200);
    expect((await call(login, { path: '/api/user/login', body: { username, password: NEW_PASSWORD } })).statusCode).toBe(200);
  });

  it('refuses what the caller may not do: adminMgmt granting super, the last super, oneself, a taken name', async () => {
    const superInvite = await call(invite, { path: '/api/users', caller: MGMT, body: { username: unique('boss'), name: 'B', email: 'b@x.example.com', role: 'admin' } });
    expect(superInvite.statusCode).toBe(403);
    expect(jsonBody(superInvite)).toEqual({ message: 'role: adminMgmt may not grant the role admin' });
    const demote = await invoke(setRole, httpEvent({ method: 'PUT', caller: MGMT, params: { username: 'admin' }, body: { role: 'BARTadmin' } }));
    expect(demote.statusCode).toBe(403);
    const lastSuper = await call(disable, { caller: { username: 'someone', role: 'admin' }, params: { username: 'admin' } });
    expect(lastSuper.statusCode).toBe(409);
    expect(jsonBody(lastSuper)).toEqual({ message: 'admin is the last super administrator and cannot be disabled' });
    expect((await call(disable, { caller: MGMT, params: { username: 'adminmgmt' } })).statusCode).toBe(409);
    const ownRole = await invoke(setRole, httpEvent({ method: 'PUT', caller: MGMT, params: { username: 'adminmgmt' }, body: { role: 'adminReadOnly' } }));
    expect(ownRole.statusCode).toBe(409);
    expect(jsonBody(ownRole)).toEqual({ message: 'You cannot change the role of your own account' });
    const taken = await call(invite, { path: '/api/users', caller: ADMIN, body: { username: 'mbta', name: 'M', email: 'm@x.example.com', role: 'MBTA' } });
    expect(taken.statusCode).toBe(409);
    const bad = await call(invite, { path: '/api/users', caller: ADMIN, body: { username: 'Not OK', name: '', email: 'nope', role: 'pilot' } });
    expect(jsonBody<{ issues: Array<{ path: string }> }>(bad).issues.map((i) => i.path)).toEqual(['username', 'name', 'email', 'role']);
  });

  it('changes a role (the old sessions end) and deletes a user', async () => {
    const { username, temporary } = await inviteSupervisor(ADMIN);
    const cookies = await firstSignIn(username, temporary);
    const changed = await invoke(setRole, httpEvent({ method: 'PUT', caller: MGMT, params: { username }, body: { role: 'NCTDadmin' } }));
    expect(changed.statusCode).toBe(200);
    expect(await authorized(cookies)).toEqual({ authenticated: 'false' });
    const again = await call(login, { path: '/api/user/login', body: { username, password: NEW_PASSWORD } });
    expect(jsonBody(again)).toMatchObject({ role: 'NCTDadmin' });
    expect((await invoke(deleteUser, httpEvent({ method: 'DELETE', caller: MGMT, params: { username } }))).statusCode).toBe(200);
    expect((await call(login, { path: '/api/user/login', body: { username, password: NEW_PASSWORD } })).statusCode).toBe(401);
  });
});

describe('forgotten password', () => {
  it('mails a code, sets the new password, ends every session, and never tells whether an account exists', async () => {
    const { username, temporary } = await inviteSupervisor();
    const cookies = await firstSignIn(username, temporary);
    const known = await call(forgot, { path: '/api/user/password/forgot', body: { username }, sourceIp: '10.1.0.1' });
    const unknown = await call(forgot, { path: '/api/user/password/forgot', body: { username: unique('ghost') }, sourceIp: '10.1.0.1' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    const codeMail = (await mailsOf(username)).find((m) => m.accountMail === 'passwordReset')!;
    expect(codeMail.secret).toMatch(/^\d{6}$/);
    const wrongCode = codeMail.secret === '000000' ? '111111' : '000000';
    const wrong = await call(reset, { path: '/api/user/password/reset', body: { username, code: wrongCode, newPassword: 'Another-pass-99' }, sourceIp: '10.1.0.2' });
    expect(wrong.statusCode).toBe(400);
    // Plain text, like the login's 400s: the sign-in screen shows the body.
    expect(wrong.body).toBe('code: Wrong or expired code. Ask for a new one.');
    const done = await call(reset, { path: '/api/user/password/reset', body: { username, code: codeMail.secret, newPassword: 'Another-pass-99' }, sourceIp: '10.1.0.2' });
    expect(done.statusCode).toBe(200);
    expect(await authorized(cookies)).toEqual({ authenticated: 'false' });
    expect((await call(login, { path: '/api/user/login', body: { username, password: 'Another-pass-99' } })).statusCode).toBe(200);
    // The code is used once.
    expect((await call(reset, { path: '/api/user/password/reset', body: { username, code: codeMail.secret, newPassword: 'Third-pass-999' }, sourceIp: '10.1.0.2' })).statusCode).toBe(400);
  });

  it('counts reset requests against the login throttle', async () => {
    const username = unique('flood');
    for (let i = 0; i < 5; i += 1) expect((await call(forgot, { path: '/api/user/password/forgot', body: { username }, sourceIp: '10.1.0.3' })).statusCode).toBe(202);
    expect((await call(forgot, { path: '/api/user/password/forgot', body: { username }, sourceIp: '10.1.0.3' })).statusCode).toBe(429);
  });
});

describe('second factor (TOTP)', () => {
  it('an invited adminMgmt must enrol first; the code is then asked at sign-in; a super can reset a lost factor', async () => {
    const username = unique('mgr');
    expect((await call(invite, { path: '/api/users', caller: ADMIN, body: { username, name: 'Mo Manager', email: `${username}@office.example.com`, role: 'adminMgmt' } })).statusCode).toBe(201);
    const [mail] = await mailsOf(username);
    const cookies = await firstSignIn(username, mail.secret!);
    const pending = await authorized(cookies);
    expect(pending).toMatchObject({ username, mfaPending: 'true' });
    const event = (extra: Parameters<typeof httpEvent>[0] = {}) => {
      const e = httpEvent({ method: 'POST', cookies, ...extra });
      e.requestContext!.authorizer = { lambda: pending };
      return e;
    };
    expect((await invoke(listUsers, event({ method: 'GET' }))).statusCode).toBe(403);
    expect(jsonBody(await invoke(me, event({ method: 'GET' })))).toMatchObject({ mfaSetupRequired: true });

    const setup = jsonBody<{ secret: string; otpauthUri: string }>(await invoke(mfaSetup, event()));
    expect(setup.otpauthUri).toBe(`otpauth://totp/Grindline%3A${username}?secret=${setup.secret}&issuer=Grindline&algorithm=SHA1&digits=6&period=30`);
    expect((await invoke(mfaVerify, event({ body: { code: '12345' } }))).statusCode).toBe(400);
    const code = totpCode(setup.secret);
    expect(jsonBody(await invoke(me, event({ method: 'GET', query: { twoStep: '1' } })))).toMatchObject({ twoStep: { enabled: false, required: true, available: true } });
    expect((await invoke(mfaVerify, event({ body: { code } }))).statusCode).toBe(200);
    expect(await authorized(cookies)).toEqual({ authenticated: 'true', username, role: 'adminMgmt' });
    expect(jsonBody(await invoke(me, event({ method: 'GET', query: { twoStep: '1' } })))).toMatchObject({ twoStep: { enabled: true, required: true } });

    const challenged = await call(login, { path: '/api/user/login', body: { username, password: NEW_PASSWORD } });
    expect(jsonBody(challenged)).toEqual({ challenge: 'mfa', username });
    const gl_challenge = setCookie(challenged, 'gl_challenge')!.value;
    const signedIn = await call(mfaSignIn, { path: '/api/user/login/mfa', cookies: { gl_challenge }, body: { username, code: totpCode(setup.secret) } });
    expect(jsonBody(signedIn)).toMatchObject({ username, role: 'adminMgmt', mfaSetupRequired: false });

    expect((await invoke(resetMfa, httpEvent({ method: 'DELETE', caller: MGMT, params: { username } }))).statusCode).toBe(403);
    expect((await invoke(resetMfa, httpEvent({ method: 'DELETE', caller: ADMIN, params: { username } }))).statusCode).toBe(200);
    const afterReset = await call(login, { path: '/api/user/login', body: { username, password: NEW_PASSWORD } });
    expect(jsonBody(afterReset)).toMatchObject({ username, mfaSetupRequired: true });
  });
});
