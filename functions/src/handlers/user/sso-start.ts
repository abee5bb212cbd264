/**
 * POST /api/user/sso/start (public): starts an agency sign-in (OpenID Connect code flow with
 * PKCE through Cognito, which federates the agency's provider). Answers the URL to send the
 * browser to and sets the `gl_sso` cookie binding the sign-in to this browser; an unknown
 * provider is a 400 naming it (docs/api.md 'Agency sign-in').
 */
import { createHandler, json } from '../../lib/create-handler';
import { ssoCookie } from '../../lib/sso-cookie';
import { parseBody } from '../../lib/validate';
import { startAgencySignIn } from '../../services/sso/agency-sign-in';
import { ssoStartSchema } from '../../services/sso/schemas';

export const handler = createHandler('user-sso-start', async (req) => {
  const { provider, returnTo } = parseBody(ssoStartSchema, req.body);
  const { authorizeUrl, browserSecret } = await startAgencySignIn(provider, returnTo ?? '/');
  return { ...json(200, { authorizeUrl }), cookies: [ssoCookie(browserSecret)] };
});
