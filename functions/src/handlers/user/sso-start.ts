/**
 * POST /api/user/sso/start (public): starts an agency sign-in (OpenID Connect code flow with
 * PKCE through Cognito, which federates the agency's provider). Answers the URL to send the
 * browser to and sets the `gl_sso` cookie binding the sign-in to this browser; an unknown
 * provider is a 400 naming it (docs/api.md 'Agency sign-in').
 */
import { userSsoStartRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { ssoCookie } from '../../lib/sso-cookie';
import { startAgencySignIn } from '../../services/sso/agency-sign-in';

export const handler = createHandler(userSsoStartRoute, async ({ body: { provider, returnTo } }) => {
  const { authorizeUrl, browserSecret } = await startAgencySignIn(provider, returnTo ?? '/');
  return { ...json(200, { authorizeUrl }), cookies: [ssoCookie(browserSecret)] };
});
