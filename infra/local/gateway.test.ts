import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteDef } from '../../functions/src/route-table';
import { startGateway, type Gateway } from './gateway';

const routes: RouteDef[] = ([
  { id: 'echo', method: 'POST', path: '/api/things/{thingId}', handler: 'x', allow: 'signedIn', site: { from: 'none' } },
  { id: 'login', method: 'POST', path: '/api/user/login', handler: 'x', allow: 'public', site: { from: 'none' } },
  { id: 'literal', method: 'GET', path: '/api/things/special', handler: 'x', allow: 'public', site: { from: 'none' } },
  { id: 'unbuilt', method: 'GET', path: '/api/unbuilt', handler: 'x', allow: 'public', site: { from: 'none' } },
] as Omit<RouteDef, 'contract'>[]).map((r) => ({ ...r, contract: { ...r, summary: r.id, responses: {} } }));

const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
function bundle(id: string, source: string) {
  mkdirSync(join(dir, 'functions', id), { recursive: true });
  writeFileSync(join(dir, 'functions', id, 'index.mjs'), source);
}
// The authorizer accepts the cookie gl_id=good, and reports any other as unauthenticated.
bundle(
  'authorizer',
  `export const handler = async (event) => (event.cookies || []).includes('gl_id=good')
    ? { isAuthorized: true, context: { authenticated: 'true', username: 'bartadmin', role: 'BARTadmin' } }
    : { isAuthorized: true, context: { authenticated: 'false' } };`,
);
bundle('echo', `export const handler = async (event) => ({ statusCode: 201, headers: { 'X-Echo': 'yes' }, body: JSON.stringify(event) });`);
bundle(
  'login',
  `export const handler = async () => ({ statusCode: 200, cookies: ['gl_id=t; Path=/api', 'gl_refresh=r; Path=/api/user'], body: 'ok', headers: { 'content-type': 'text/plain' } });`,
);
bundle('literal', `export const handler = async () => ({ statusCode: 200, body: '{"literal":true}' });`);
mkdirSync(join(dir, 'shell'), { recursive: true });
writeFileSync(join(dir, 'shell', 'index.html'), '<html>shell</html>');
writeFileSync(join(dir, 'shell', 'main.0123abcd4567.js'), 'console.log(1)');
writeFileSync(join(dir, 'shell', 'sw.js'), 'self.addEventListener("fetch", () => {});');
mkdirSync(join(dir, 'reports'), { recursive: true });
writeFileSync(join(dir, 'reports', 'remoteEntry.js'), 'var reports;');
writeFileSync(join(dir, 'reports', 'release.json'), JSON.stringify({ name: 'reports', version: '1.4.0', kit: '^1.1.0' }));
// A released build of reports kept beside the current one (docs/deploy.md 'Releasing one area').
mkdirSync(join(dir, 'releases', 'reports', '1.3.0'), { recursive: true });
writeFileSync(join(dir, 'releases', 'reports', '1.3.0', 'remoteEntry.js'), 'var reports130;');
const manifestFile = join(dir, 'releases', 'remotes.json');

let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway({
    functionsDist: join(dir, 'functions'),
    routes,
    static: {
      shellDir: join(dir, 'shell'),
      remotes: { reports: join(dir, 'reports'), dashboards: join(dir, 'missing') },
      releasesDir: join(dir, 'releases'),
      releaseManifest: manifestFile,
    },
    bodyLimitBytes: 1000,
  });
});
afterAll(async () => {
  await gateway.stop();
  rmSync(dir, { recursive: true, force: true });
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(gateway.url + path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('local gateway: /api', () => {
  it('answers 404 for an unknown route and 405 with Allow for a known path with another method', async () => {
    const unknown = await fetch(`${gateway.url}/api/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not Found' });
    const wrong = await fetch(`${gateway.url}/api/user/login`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('answers 401 without running anything when a protected route gets no Cookie header', async () => {
    const res = await post('/api/things/42', '{}');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('passes a payload 2.0 event with the authorizer context to the route handler', async () => {
    const res = await post('/api/things/a%20b?x=1&x=2&y=3', '{"n":1}', { cookie: 'gl_id=good; other=1', 'X-Custom': 'v' });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-echo')).toBe('yes');
    const event = await res.json();
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/things/{thingId}',
      rawPath: '/api/things/a%20b',
      rawQueryString: 'x=1&x=2&y=3',
      cookies: ['gl_id=good', 'other=1'],
      queryStringParameters: { x: '1,2', y: '3' },
      pathParameters: { thingId: 'a b' },
      body: '{"n":1}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/api/things/a%20b' },
        routeKey: 'POST /api/things/{thingId}',
        authorizer: { lambda: { authenticated: 'true', username: 'bartadmin', role: 'BARTadmin' } },
      },
    });
    expect(event.headers['x-custom']).toBe('v');
    expect(event.headers.cookie).toBeUndefined();
  });

  it('hands an invalid session to the handler as unauthenticated, so the handler can answer 401', async () => {
    const event = await (await post('/api/things/1', '', { cookie: 'gl_id=expired' })).json();
    expect(event.requestContext.authorizer.lambda).toEqual({ authenticated: 'false' });
    expect(event.body).toBeUndefined();
  });

  it('prefers a literal path over a {param} one and runs public routes without the authorizer', async () => {
    const res = await fetch(`${gateway.url}/api/things/special`);
    expect(await res.json()).toEqual({ literal: true });
  });

  it('returns each cookie of the result as its own Set-Cookie header', async () => {
    const res = await post('/api/user/login', '{}');
    expect(res.headers.getSetCookie()).toEqual(['gl_id=t; Path=/api', 'gl_refresh=r; Path=/api/user']);
    expect(await res.text()).toBe('ok');
  });

  it('says which bundle to build when a route has none', async () => {
    const res = await fetch(`${gateway.url}/api/unbuilt`);
    expect(res.status).toBe(502);
    expect((await res.json()).message).toMatch(/unbuilt\/index\.mjs is missing: run `npm run build`/);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await post('/api/things/1', 'x'.repeat(2000), { cookie: 'gl_id=good' });
    expect(res.status).toBe(413);
  });
});

describe('local gateway: static files', () => {
  it('serves index.html for client routes without caching, and hashed assets for a year', async () => {
    const page = await fetch(`${gateway.url}/reports/bart/new`);
    expect(await page.text()).toBe('<html>shell</html>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const asset = await fetch(`${gateway.url}/main.0123abcd4567.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await fetch(`${gateway.url}/missing.js`)).status).toBe(404);
  });

  it('serves remotes from their own folders and lists every built remote in remotes.json', async () => {
    const entry = await fetch(`${gateway.url}/remotes/reports/remoteEntry.js`);
    expect(await entry.text()).toBe('var reports;');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${gateway.url}/remotes/dashboards/remoteEntry.js`)).status).toBe(404);
    expect(await (await fetch(`${gateway.url}/remotes.json`)).json()).toEqual({
      remotes: {
        reports: { version: '1.4.0', kit: '^1.1.0', url: '/remotes/reports/remoteEntry.js' },
      },
    });
  });

  it('serves released builds and reads the release manifest file at every request (a rollback needs no restart)', async () => {
    expect(await (await fetch(`${gateway.url}/remotes/reports/1.3.0/remoteEntry.js`)).text()).toBe('var reports130;');
    const line = (version: string) => JSON.stringify({ remotes: { reports: { version, url: `/remotes/reports/${version}/remoteEntry.js`, kit: '^1.1.0' } } });
    writeFileSync(manifestFile, line('1.3.0'));
    expect((await (await fetch(`${gateway.url}/remotes.json`)).json()).remotes.reports.version).toBe('1.3.0');
    writeFileSync(manifestFile, line('1.4.0'));
    const again = await fetch(`${gateway.url}/remotes.json`);
    expect((await again.json()).remotes.reports.url).toBe('/remotes/reports/1.4.0/remoteEntry.js');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    rmSync(manifestFile);
  });

  it('serves the service worker at the root (scope /) as JavaScript, revalidated on every check', async () => {
    const worker = await fetch(`${gateway.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The CSP lets a same-origin worker run ('self' for scripts and workers).
    expect(worker.headers.get('content-security-policy')).toMatch(/worker-src 'self'/);
  });

  it('never serves a file outside the site folder', async () => {
    const res = await fetch(`${gateway.url}/remotes/reports/..%2F..%2Fshell%2Findex.html`);
    expect(res.status).toBe(404);
  });
});
