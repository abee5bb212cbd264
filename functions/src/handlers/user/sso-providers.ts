/**
 * GET /api/user/sso/providers (public): the agencies whose staff sign in with their own identity
 * provider, for the login screen's 'Sign in with your agency' (docs/api.md 'Agency sign-in').
 */
import { userSsoProvidersRoute } from '@grindline/domain';
import { createHandler, json } from '../../lib/create-handler';
import { agencyProviders } from '../../services/sso/providers';

export const handler = createHandler(userSsoProvidersRoute, async () =>
  json(200, { providers: agencyProviders().map(({ id, label, site }) => ({ id, label, site })) }),
);
