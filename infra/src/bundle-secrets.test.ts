/**
 * No secret or token in what the browser downloads (issue 8, docs/security.md): every file the
 * hosting stacks publish (the shell's and each remote's dist folder) is read and searched for
 * private keys, JWTs, AWS keys, the local emulators' credentials and the demo password. npm test
 * builds before it runs the tests, so a missing build is a failure, not a skip.
 *
 * Nor in a CloudFormation template (issue 24): every template of the app, synthesised with every
 * secret configured (the Google Maps key's secret, agency sign-in with its client secrets), holds
 * none of those, no Google API key, and under any secret-like property only a Secrets Manager
 * dynamic reference or a secret's name.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { repoRoot } from '../local/emulators/process';
import { synthGrindline, TEST_AGENCY_SSO } from './testing/temp-repo';
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

/** Value shapes that are a secret wherever they appear in a template. */
const TEMPLATE_SECRET_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ...SECRET_PATTERNS.filter(([what]) => what !== 'a Cognito client secret'),
  ['a Google API key', /AIza[0-9A-Za-z_-]{35}/],
];
/** A property whose value would be a secret (tokens are caught by their JWT shape). */
const SECRET_PROPERTY = /secret|password|api_?key|private_?key/i;
/** Intrinsics that name another resource or export: no literal value inside. */
const REFERENCES = new Set(['Ref', 'Fn::GetAtt', 'Fn::ImportValue']);
/** What a secret-like property may hold: a dynamic reference resolved by CloudFormation at deploy time. */
const DYNAMIC_REFERENCE = /^\{\{resolve:(secretsmanager|ssm-secure):[^}]+\}\}$/;

/**
 * Each place in `template` where a secret could be: a known secret shape anywhere, or a plain
 * string under a secret-like property that is neither a dynamic reference nor a secret's name
 * (`..._SECRET`, the environment variable naming a Secrets Manager secret).
 */
export function templateSecrets(template: unknown): string[] {
  const text = JSON.stringify(template);
  const found = TEMPLATE_SECRET_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
  const visit = (node: unknown, path: string, underSecret: string | undefined): void => {
    if (typeof node === 'string') {
      if (underSecret && !DYNAMIC_REFERENCE.test(node) && !/_SECRET$/.test(underSecret)) found.push(`${path}: a plain value under ${underSecret}`);
      return;
    }
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${path}[${i}]`, underSecret));
    if (node && typeof node === 'object') {
      // The keys of Resources and Outputs are logical ids (UserNewPasswordLogs...), not properties.
      const named = path === '.Resources' || path === '.Outputs';
      for (const [key, value] of Object.entries(node)) {
        if (!REFERENCES.has(key)) visit(value, `${path}.${key}`, !named && SECRET_PROPERTY.test(key) ? key : underSecret);
      }
    }
  };
  visit(template, '', undefined);
  return found;
}

describe('CloudFormation templates', () => {
  const { stacks, repo } = synthGrindline([], {
    agencySso: TEST_AGENCY_SSO,
    secrets: { googleMapsKey: 'grindline/google-maps-key' },
    alarmEmail: 'ops@example.com',
  });
  const assembly = (stacks.api.node.root as App).synth();
  afterAll(() => repo.remove());
  const templates = readdirSync(assembly.directory).filter((f) => f.endsWith('.template.json'));

  it('are all read, every API area included', () => {
    expect(templates).toEqual(expect.arrayContaining(['GrindlineApi.template.json', 'GrindlineAuth.template.json', 'GrindlineAlarms.template.json']));
    for (const stack of stacks.apiAreas.values()) expect(templates).toContain(`${stack.artifactId}.template.json`);
  });

  it('hold no secret value: only dynamic references and secret names', () => {
    const found = templates.flatMap((file) => templateSecrets(JSON.parse(readFileSync(join(assembly.directory, file), 'utf8'))).map((f) => `${file}: ${f}`));
    expect(found).toEqual([]);
  });

  it('carry the agency client secrets as Secrets Manager references and the maps key as a secret name', () => {
    const auth = readFileSync(join(assembly.directory, 'GrindlineAuth.template.json'), 'utf8');
    for (const p of TEST_AGENCY_SSO.providers) expect(auth).toContain(`{{resolve:secretsmanager:${p.clientSecretName}:SecretString:::}}`);
    const maps = readFileSync(join(assembly.directory, 'GrindlineApiMaps.template.json'), 'utf8');
    expect(maps).toMatch(/"GOOGLE_MAPS_API_KEY_SECRET":\s*"grindline\/google-maps-key"/);
  });

  it('would catch a secret value in a template', () => {
    expect(templateSecrets({ Variables: { GOOGLE_MAPS_API_KEY: 'a-made-up-value' } })).toEqual(['.Variables.GOOGLE_MAPS_API_KEY: a plain value under GOOGLE_MAPS_API_KEY']);
    expect(templateSecrets({ ProviderDetails: { client_secret: 'shh' } })).toEqual(['.ProviderDetails.client_secret: a plain value under client_secret']);
    expect(templateSecrets({ Tags: [{ Value: `AIza${'x'.repeat(35)}` }] })).toEqual(['a Google API key']);
    expect(templateSecrets({ Variables: { API_KEY: { 'Fn::Join': ['-', ['a-made', 'up-value']] } } })).toContain('.Variables.API_KEY.Fn::Join[1][0]: a plain value under API_KEY');
    expect(templateSecrets({ ProviderDetails: { client_secret: '{{resolve:secretsmanager:grindline/sso/bart:SecretString:::}}' } })).toEqual([]);
    // A logical id is a name, not a property: the password-reset route's log group holds no secret.
    expect(templateSecrets({ Resources: { UserPasswordResetLogs: { Type: 'AWS::Logs::LogGroup' } } })).toEqual([]);
  });
});
