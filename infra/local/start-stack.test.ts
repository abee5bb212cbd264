import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isLoopback, listeningAddresses } from './emulators/listen-addresses';
import { repoRoot } from './emulators/process';
import { startLocalStack, type LocalStack } from './start-stack';

const built = existsSync(join(repoRoot(), 'functions/dist/user-login/index.mjs'));

describe('startLocalStack (in memory)', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startLocalStack({ seed: 'users' });
  }, 60000);
  afterAll(() => stack?.stop());

  it('wires the handlers to the emulators through the environment', () => {
    expect(process.env.TABLE_NAME).toBe('grindline');
    expect(stack.env.COGNITO_ISSUER).toBe(`${stack.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER}/${stack.env.USER_POOL_ID}`);
    expect(stack.users.map((u) => u.username)).toContain('bartadmin');
  });

  it('serves remotes.json and answers 401 to an API call without a session', async () => {
    expect((await (await fetch(`${stack.url}/remotes.json`)).json()).remotes.reports).toMatchObject({ url: '/remotes/reports/remoteEntry.js' });
    expect((await fetch(`${stack.url}/api/user`)).status).toBe(401);
  });

  (process.platform === 'linux' ? it : it.skip)('listens on the loopback address only: gateway and every emulator', () => {
    const endpoints = {
      gateway: stack.url,
      dynamodb: stack.env.AWS_ENDPOINT_URL_DYNAMODB,
      cognito: stack.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
      s3: stack.env.AWS_ENDPOINT_URL_S3,
      ses: stack.env.AWS_ENDPOINT_URL_SESV2,
      'agency identity provider': stack.agencyIdpUrl,
      'Cognito hosted-UI stand-in': stack.env.COGNITO_DOMAIN,
    };
    for (const [name, url] of Object.entries(endpoints)) {
      const addresses = listeningAddresses(Number(new URL(url).port));
      expect({ name, listening: addresses.length > 0 }).toEqual({ name, listening: true });
      expect({ name, addresses: addresses.filter((a) => !isLoopback(a)) }).toEqual({ name, addresses: [] });
    }
  });

  it('keeps the mail viewer on its own port', async () => {
    expect((await fetch(`${stack.mailUrl}/store`)).ok).toBe(true);
  });

  (built ? it : it.skip)('signs bartadmin in through the gateway and knows the session afterwards', async () => {
    const login = await fetch(`${stack.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bartadmin', password: 'Grindline-demo-1' }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
    expect(cookies.some((c) => c.startsWith('gl_id='))).toBe(true);
    const me = await fetch(`${stack.url}/api/user`, { headers: { cookie: cookies.join('; ') } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: 'bartadmin', role: 'BARTadmin' });
  });
});

if (!built) {
  console.warn('functions/dist is missing: the sign-in case is skipped. Run `node scripts/build.mjs functions`.');
}
