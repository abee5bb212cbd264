import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../../lib/clients/cognito';
import { config } from '../../lib/config';
import { loginLimits } from '../../services/login-throttle';
import { handler as login } from './login';
import { httpEvent, invoke, jsonBody, setCookie } from '../../../tests/support/events';
import { DEMO_PASSWORD } from '../../../tests/support/session';

/** A user of its own, so locking it out cannot disturb any other test. */
async function freshUser(): Promise<string> {
  const username = `throttle-${randomUUID().slice(0, 8)}`;
  const UserPoolId = config.userPoolId;
  await cognito.send(new AdminCreateUserCommand({ UserPoolId, Username: username, MessageAction: 'SUPPRESS' }));
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: username, Password: DEMO_PASSWORD, Permanent: true }));
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: username, GroupName: 'MBTA' }));
  return username;
}

/** Each test signs in from an address of its own (TEST-NET-2), so counters never mix. */
let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

const attempt = (username: string, password: string, sourceIp: string) =>
  invoke(login, httpEvent({ method: 'POST', path: '/api/user/login', body: { username, password }, sourceIp }));

describe('POST /api/user/login throttling', () => {
  const { perUser } = loginLimits();

  // The limits count in fixed 15-minute windows of the clock: a test whose attempts straddled a
  // window's end saw its count start again at 0 (a 200 where 429 was due). The handler's clock
  // stands still for these tests; timers, promises and I/O keep running.
  beforeAll(() => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterAll(() => jest.useRealTimers());

  it('refuses the right password with 429 after repeated failures for that user, keeping the 401 message before', async () => {
    const username = await freshUser();
    const address = newAddress();
    for (let i = 0; i < perUser; i += 1) {
      const wrong = await attempt(username, `wrong-password-${i}`, address);
      expect(wrong.statusCode).toBe(401);
      expect(jsonBody(wrong)).toEqual({ message: 'Invalid username or password' });
    }
    // From another address too: the limit is the user's, not only the address's.
    for (const from of [address, newAddress()]) {
      const right = await attempt(username, DEMO_PASSWORD, from);
      expect(right.statusCode).toBe(429);
      expect(right.headers?.['content-type']).toMatch(/^text\/plain/);
      expect(right.body).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
      expect(Number(right.headers?.['retry-after'])).toBeGreaterThan(0);
      expect(setCookie(right, 'gl_id')).toBeUndefined();
    }
  });

  it('lets a user in after fewer failures than the limit, and forgets them on success', async () => {
    const username = await freshUser();
    const address = newAddress();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < perUser - 1; i += 1) expect((await attempt(username, 'wrong-password-x', address)).statusCode).toBe(401);
      expect((await attempt(username, DEMO_PASSWORD, address)).statusCode).toBe(200);
    }
  });

  it('throttles one address that tries many user names', async () => {
    const address = newAddress();
    const limits = loginLimits({ LOGIN_MAX_FAILURES_PER_ADDRESS: undefined });
    for (let i = 0; i < limits.perAddress; i += 1) {
      expect((await attempt(`nobody-${i}-${randomUUID().slice(0, 6)}`, 'wrong-password-1', address)).statusCode).toBe(401);
    }
    const username = await freshUser();
    expect((await attempt(username, DEMO_PASSWORD, address)).statusCode).toBe(429);
    expect((await attempt(username, DEMO_PASSWORD, newAddress())).statusCode).toBe(200);
  });
});
