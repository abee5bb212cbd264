/**
 * The demo agency identity provider of the local stack: a real OpenID Provider (the
 * `oidc-provider` package) standing in for, say, BART's own single sign-on. It knows one client
 * (Cognito, or locally its hosted-UI stand-in), signs ID tokens with a key made at start-up,
 * and has its own demo users with their own passwords and agency groups. Its login page is a
 * plain HTML form (no script). Bound to 127.0.0.1 only.
 *
 * node infra/local/emulators/agency-idp.mjs --port <p> --client-id <id> --client-secret <s> --redirect-uri <url>
 * (plain ESM JavaScript run as its own process: oidc-provider is ESM-only and the rest of
 * infra/local must also load under jest's CommonJS transform)
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'redirect-uri': { type: 'string' },
    name: { type: 'string', default: 'BART' },
  },
});
const port = Number(args.port);
const issuer = `http://127.0.0.1:${port}`;

/** The demo agency's staff; password `Agency-demo-1`. Groups are the agency's own. */
export const AGENCY_USERS = {
  'bart.inspector': { sub: 'bart-0001', name: 'Bart Inspector', email: 'inspector@bart.example', groups: ['track-inspectors'] },
  'bart.manager': { sub: 'bart-0002', name: 'Bart Manager', email: 'manager@bart.example', groups: ['track-inspectors', 'grindline-admins'] },
};
const PASSWORD = 'Agency-demo-1';
const bySub = new Map(Object.values(AGENCY_USERS).map((u) => [u.sub, u]));

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: args['client-id'],
      client_secret: args['client-secret'],
      redirect_uris: [args['redirect-uri']],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  jwks: { keys: [{ ...signingKey, kid: 'agency-demo', use: 'sig', alg: 'RS256' }] },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
  // The ID token carries the scope's claims (Cognito maps them from it).
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, id) {
    const user = bySub.get(id);
    if (!user) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, name: user.name, email: user.email, email_verified: true, groups: user.groups }) };
  },
  // Grindline is the agency's own (first-party) application: no consent screen.
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid, error) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(args.name)} sign-in (demo agency provider)</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f5f8;display:flex;justify-content:center;padding:48px 16px}
form{background:#fff;padding:24px;border-radius:8px;max-width:360px;width:100%;box-shadow:0 4px 16px #0002}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;min-height:44px;font:inherit;padding:6px 10px}
button{margin-top:16px;min-height:44px;width:100%;font:inherit;font-weight:600;background:#0b5d3b;color:#fff;border:0;border-radius:6px}
p[role=alert]{color:#b00020;font-weight:600}</style></head><body>
<form method="post" action="/interaction/${escape(uid)}/login" aria-label="${escape(args.name)} sign-in">
<h1>${escape(args.name)} staff sign-in</h1><p>Demo agency identity provider of the local stack.</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<label for="username">Agency username</label><input id="username" name="username" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></body></html>`;
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

const providerCallback = provider.callback();
const INTERACTION = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/;

createServer(async (req, res) => {
  const match = INTERACTION.exec(new URL(req.url ?? '/', issuer).pathname);
  if (!match) return providerCallback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== match[1]) throw new Error('interaction mismatch');
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(loginPage(details.uid));
    }
    const form = await readForm(req);
    const user = AGENCY_USERS[form.get('username') ?? ''];
    if (!user || form.get('password') !== PASSWORD) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(loginPage(details.uid, 'Wrong agency username or password.'));
    }
    await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
  } catch (error) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`This sign-in page has expired. Start again from Grindline. (${error.message})`);
  }
}).listen(port, '127.0.0.1', () => console.log(`agency idp listening ${issuer}`));
