import { accessFor } from '@grindline/domain';
import { handler as authorizer } from '../auth/authorizer';
import { handler as callback } from './sso-callback';
import { handler as providers } from './sso-providers';
import { handler as start } from './sso-start';
import { agencyCallbackRequest, signInAtAgency } from '../../../tests/support/agency-sign-in';
import { alteredSignatureToken, forgeIdToken } from '../../../tests/harness/tokens';
import { httpEvent, invoke, jsonBody, setCookie } from '../../../tests/support/events';
import { verifyAgencyIdToken } from '../../services/sso/agency-sign-in';
import { providerById } from '../../services/sso/providers';

const post = (path: string, body: unknown, cookies: Record<string, string> = {}) => httpEvent({ method: 'POST', path, body, cookies });
const finish = (req: { code: string; state: string; browserSecret?: string }) =>
  invoke(callback, post('/api/user/sso/callback', { code: req.code, state: req.state }, req.browserSecret ? { gl_sso: req.browserSecret } : {}));

describe('agency sign-in (OpenID Connect through the Cognito stand-in and the demo agency provider)', () => {
  it('GET /api/user/sso/providers lists the agencies with their site', async () => {
    const result = await invoke(providers, httpEvent({ path: '/api/user/sso/providers' }));
    expect(jsonBody(result)).toEqual({ providers: [{ id: 'bart', label: 'BART', site: 'BART' }] });
  });

  it('POST /api/user/sso/start sends the browser to Cognito with state, nonce and PKCE, bound to the browser by gl_sso', async () => {
    const result = await invoke(start, post('/api/user/sso/start', { provider: 'bart', returnTo: '/maps/BART' }));
    expect(result.statusCode).toBe(200);
    const url = new URL(jsonBody<{ authorizeUrl: string }>(result).authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${process.env.COGNITO_DOMAIN}/oauth2/authorize`);
    expect(url.searchParams.get('identity_provider')).toBe('BART');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(process.env.SSO_REDIRECT_URL);
    expect(setCookie(result, 'gl_sso')?.attributes).toBe('HttpOnly; SameSite=Strict; Path=/api/user/sso; Max-Age=600');
  });

  it('refuses an unknown provider with a message naming it, and a returnTo on another origin', async () => {
    const unknown = await invoke(start, post('/api/user/sso/start', { provider: 'acme' }));
    expect(unknown.statusCode).toBe(400);
    expect(jsonBody(unknown)).toEqual({
      message: "provider 'acme' is not an agency sign-in of Grindline. Check the link you followed.",
      issues: [{ path: 'provider', message: "provider 'acme' is not an agency sign-in of Grindline. Check the link you followed." }],
    });
    const away = await invoke(start, post('/api/user/sso/start', { provider: 'bart', returnTo: '//evil.example/x' }));
    expect(away.statusCode).toBe(400);
    expect(jsonBody(away).message).toMatch(/^returnTo/);
  });

  it("signs an agency inspector in as the site's inspector (a plain user of the site only who reviews), with the same session cookies as a password sign-in", async () => {
    const result = await finish(await agencyCallbackRequest('bart.inspector', '/maps/BART'));
    expect(result.statusCode).toBe(200);
    expect(jsonBody(result)).toEqual({ username: 'BART_bart-0001', role: 'BARTinspector', access: accessFor('BARTinspector'), returnTo: '/maps/BART' });
    expect(accessFor('BARTinspector').sites).toEqual(['BART']);
    const id = setCookie(result, 'gl_id')!;
    const sid = setCookie(result, 'gl_sid')!;
    expect(sid.attributes).toBe('HttpOnly; SameSite=Strict; Path=/api; Max-Age=2592000');
    expect(setCookie(result, 'gl_refresh')?.attributes).toBe('HttpOnly; SameSite=Strict; Path=/api/user; Max-Age=2592000');
    expect(setCookie(result, 'gl_sso')?.attributes).toContain('Max-Age=0');
    const auth = await authorizer(httpEvent({ cookies: { gl_id: id.value, gl_sid: sid.value } }));
    expect(auth.context).toEqual({ authenticated: 'true', username: 'BART_bart-0001', role: 'BARTinspector', identityProvider: 'BART' });
  });

  it("gives the site's admin role to members of the agency's admin group (the group mapping)", async () => {
    const result = await finish(await agencyCallbackRequest('bart.manager'));
    expect(jsonBody(result)).toMatchObject({ username: 'BART_bart-0002', role: 'BARTadmin', access: { site: 'BART', sites: ['BART'] } });
  });

  it('refuses a replayed state, and a state finished in another browser (no gl_sso)', async () => {
    const request = await agencyCallbackRequest();
    expect((await finish(request)).statusCode).toBe(200);
    const replay = await finish(request);
    expect(replay.statusCode).toBe(400);
    expect(jsonBody(replay)).toMatchObject({ message: 'This sign-in link was already used or has expired. Start again from your agency’s link.', issues: [{ path: 'state' }] });

    const other = await agencyCallbackRequest();
    const noCookie = await finish({ code: other.code, state: other.state });
    expect(noCookie.statusCode).toBe(400);
    expect(jsonBody(noCookie).message).toMatch(/started in another browser/);
  });

  it('refuses a code that does not match the PKCE verifier of its state', async () => {
    const first = await agencyCallbackRequest();
    const second = await agencyCallbackRequest();
    // second's code with first's state: the verifier stored with first's state does not fit.
    const crossed = await finish({ code: second.code, state: first.state, browserSecret: first.browserSecret });
    expect(crossed.statusCode).toBe(400);
    expect(jsonBody(crossed)).toMatchObject({ message: expect.stringMatching(/^code was refused by the sign-in service \(invalid_grant\)/) });
  });

  it('refuses a wrong agency password at the provider: no code comes back', async () => {
    const started = jsonBody<{ authorizeUrl: string }>(await invoke(start, post('/api/user/sso/start', { provider: 'bart' })));
    await expect(signInAtAgency(started.authorizeUrl, 'bart.inspector', 'wrong-password')).rejects.toThrow();
  });

  describe('the ID token check', () => {
    const bart = () => providerById('bart')!;
    let genuine: string;
    beforeAll(async () => {
      // A genuine federated ID token, as the stand-in issues it (nonce and identities added).
      const { code, state, browserSecret } = await agencyCallbackRequest();
      const result = await finish({ code, state, browserSecret });
      genuine = setCookie(result, 'gl_id')!.value;
    });

    it('admits the genuine token with its own nonce', async () => {
      const nonce = (JSON.parse(Buffer.from(genuine.split('.')[1], 'base64url').toString()) as { nonce: string }).nonce;
      await expect(verifyAgencyIdToken(genuine, { nonce, provider: bart() })).resolves.toMatchObject({ role: 'BARTinspector' });
    });

    it.each([
      ['a bad signature', async () => alteredSignatureToken(genuine), 'its signature is not the user pool’s'],
      ['a wrong audience', () => forgeIdToken(genuine, { aud: 'another-app-client' }), 'it was issued to another application (wrong audience)'],
      ['another issuer', () => forgeIdToken(genuine, { iss: 'http://127.0.0.1:1/other-pool' }), 'it was issued by another user pool'],
    ])('refuses %s with a clear message', async (_label, make, why) => {
      const nonce = 'n';
      await expect(verifyAgencyIdToken(await make(), { nonce, provider: bart() })).rejects.toMatchObject({
        statusCode: 401,
        message: `The agency sign-in was refused: the identity token failed verification, ${why}.`,
      });
    });

    it('refuses another sign-in’s nonce and a token of another provider', async () => {
      await expect(verifyAgencyIdToken(genuine, { nonce: 'not-this-one', provider: bart() })).rejects.toMatchObject({ statusCode: 401, message: expect.stringMatching(/nonce/) });
      const foreign = await forgeIdToken(genuine, { identities: [{ providerName: 'SEPTA' }] });
      const nonce = (JSON.parse(Buffer.from(genuine.split('.')[1], 'base64url').toString()) as { nonce: string }).nonce;
      await expect(verifyAgencyIdToken(foreign, { nonce, provider: bart() })).rejects.toMatchObject({ statusCode: 403 });
    });
  });
});
