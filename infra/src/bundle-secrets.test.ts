/**
 * No secret or token in what the browser downloads (issue 8, docs/security.md): every file the
 * hosting stacks publish (the shell's and each remote's dist folder) is read and searched for
 * private keys, JWTs, AWS keys, the local emulators' credentials and the demo password. npm test
 * builds before it runs the tests, so a missing build is a failure, not a skip.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../local/emulators/process';
import { webApps } from './web-apps';

const SECRET_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a JWT', /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['an AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['an AWS secret key setting', /aws_secret_access_key|AWS_SECRET_ACCESS_KEY/],
  ['the s3rver credentials', /S3RVER/],
  ['the demo password', /Grindline-demo-1/],
  ['a Cognito client secret', /ClientSecret|client_secret/],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('built web assets', () => {
  const root = repoRoot();
  const dists = webApps.map((app) => ({ app: app.name, dir: join(root, app.dir, 'dist') }));

  it('exist for the shell (npm test builds before testing)', () => {
    expect(existsSync(join(root, 'shell/dist/index.html'))).toBe(true);
  });

  it('hold no secret or token', () => {
    const found: string[] = [];
    let scanned = 0;
    for (const { dir } of dists.filter((d) => existsSync(d.dir))) {
      for (const file of filesUnder(dir)) {
        const text = readFileSync(file, 'latin1');
        scanned += 1;
        for (const [what, pattern] of SECRET_PATTERNS) if (pattern.test(text)) found.push(`${file}: ${what}`);
      }
    }
    expect(scanned).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('would catch each kind of secret', () => {
    const samples = [
      '-----BEGIN RSA PRIVATE KEY-----',
      'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXZhbHVl',
      'AKIAIOSFODNN7EXAMPLE',
      'AWS_SECRET_ACCESS_KEY=x',
      "accessKeyId:'S3RVER'",
      'password: "Grindline-demo-1"',
      'ClientSecret: abc',
    ];
    samples.forEach((sample, i) => expect(SECRET_PATTERNS[i][1].test(sample)).toBe(true));
  });
});
