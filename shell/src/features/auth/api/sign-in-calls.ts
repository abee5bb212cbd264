/**
 * The sign-in routes as the typed client calls them (contracts of `@grindline/domain`). Loaded on
 * the first submit or the first agency click, never statically from the login screen: the
 * contracts hold zod schemas, which stay out of the first load (docs/bench.md).
 */
import {
  userLoginRoute,
  userMfaSignInRoute,
  userNewPasswordRoute,
  userSsoCallbackRoute,
  userSsoProvidersRoute,
  userSsoStartRoute,
  type CallInput,
} from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';

type BodyOf<C extends Parameters<typeof apiCall>[0]> = CallInput<C> extends { body: infer B } ? B : never;

/** POST /api/user/login, /login/new-password and /login/mfa: the session, or the next challenge. */
export const signInCalls = {
  login: (body: BodyOf<typeof userLoginRoute>) => apiCall(userLoginRoute, { body }),
  newPassword: (body: BodyOf<typeof userNewPasswordRoute>) => apiCall(userNewPasswordRoute, { body }),
  mfa: (body: BodyOf<typeof userMfaSignInRoute>) => apiCall(userMfaSignInRoute, { body }),
};

/** The agency sign-in routes: the providers, the start, and the callback's exchange. */
export const agencyCalls = {
  providers: () => apiCall(userSsoProvidersRoute, {}),
  start: (body: BodyOf<typeof userSsoStartRoute>) => apiCall(userSsoStartRoute, { body }),
  callback: (body: BodyOf<typeof userSsoCallbackRoute>) => apiCall(userSsoCallbackRoute, { body }),
};
