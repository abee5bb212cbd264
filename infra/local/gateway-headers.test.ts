import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RouteDef } from '../../functions/src/route-table';
import { CONTENT_SECURITY_POLICY } from '../src/security-headers';
import { chooseEncoding } from './compression';
import { startGateway, type Gateway } from './gateway';

const big = { id: 'big', method: 'GET', path: '/api/big', summary: 'big', allow: 'public', site: { from: 'none' }, responses: {} } as const;
const routes: RouteDef[] = [{ ...big, contract: big, handler: 'x' }];
const dir = mkdtempSync(join(tmpdir(), 'gateway-headers-'));
const script = `console.log(${JSON.stringify('grind '.repeat(2000))});`;
mkdirSync(join(dir, 'functions', 'big'), { recursive: true });
writeFileSync(join(dir, 'functions', 'big', 'index.mjs'), `export const handler = async () => ({ statusCode: 200, body: JSON.stringify({ rows: Array(400).fill('segment') }) });`);
mkdirSync(join(dir, 'shell'), { recursive: true });
writeFileSync(join(dir, 'shell', 'index.html'), '<html>shell</html>');
writeFileSync(join(dir, 'shell', 'main.0123abcd4567.js'), script);

let gateway: Gateway;
// Another suite of the same worker may have started a stack (which sets the S3 endpoint): these
// tests state the policy without the upload origin unless they set it themselves.
const ambientS3 = process.env.AWS_ENDPOINT_URL_S3;
beforeAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_S3;
  gateway = await startGateway({ functionsDist: join(dir, 'functions'), routes, static: { shellDir: join(dir, 'shell'), remotes: {} } });
});
afterAll(async () => {
  if (ambientS3 !== undefined) process.env.AWS_ENDPOINT_URL_S3 = ambientS3;
  await gateway.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET that keeps the raw (possibly compressed) bytes, unlike fetch. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('local gateway: what CloudFront adds', () => {
  it('sends the security headers on pages, assets and API answers', async () => {
    for (const path of ['/', '/main.0123abcd4567.js', '/api/big', '/api/missing']) {
      const res = await rawGet(path);
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("adds s3rver's origin to connect-src when the stack runs S3, as AWS adds the bucket's", async () => {
    process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:4599';
    try {
      const res = await rawGet('/');
      expect(/connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]).toBe("'self' http://127.0.0.1:4599");
    } finally {
      delete process.env.AWS_ENDPOINT_URL_S3;
    }
  });

  it("adds a GRINDLINE_BASEMAP style URL's origin to connect-src and img-src, as the basemap context does in AWS", async () => {
    process.env.GRINDLINE_BASEMAP = 'https://tiles.example.com/styles/light.json';
    try {
      const csp = String((await rawGet('/')).headers['content-security-policy']);
      expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' https://tiles.example.com");
      expect(/img-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' data: blob: https://tiles.example.com");
      process.env.GRINDLINE_BASEMAP = 'basemap/na.pmtiles';
      expect((await rawGet('/')).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    } finally {
      delete process.env.GRINDLINE_BASEMAP;
    }
  });

  it('has a policy that forbids inline script and framing', () => {
    const script = /script-src ([^;]*)/.exec(CONTENT_SECURITY_POLICY)?.[1] ?? '';
    expect(script).toBe("'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
  });

  it('compresses scripts and JSON with brotli or gzip as the browser accepts, and leaves small bodies alone', async () => {
    const br = await rawGet('/main.0123abcd4567.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await rawGet('/api/big', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).rows).toHaveLength(400);

    const plain = await rawGet('/main.0123abcd4567.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const small = await rawGet('/index.html', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(chooseEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
