/** The contracts of the user routes (route-contract.ts). */
import { z } from 'zod';
import { defineRoute, errorBodySchema } from './route-contract';
import { loginSchema } from '../schemas/login';
import { forgotPasswordSchema, mfaCodeSchema, mfaSignInSchema, newPasswordSchema, resetPasswordSchema } from '../schemas/accounts';
import { ssoCallbackSchema, ssoStartSchema } from '../schemas/sso';
import {
  agencyProvidersSchema,
  agencySignedInSchema,
  messageAnswerSchema,
  sessionUserSchema,
  signInAnswerSchema,
  totpEnrolmentSchema,
  userMeQuerySchema,
  userMeSchema,
} from '../schemas/user-routes';

/**
 * POST /api/user/login: `loginSchema` (`LoginRequest`). A missing or non-object body answers the
 * common 'The request body must be a JSON object'; the handler sends 400s as plain text.
 */
export const userLoginRoute = defineRoute({
  id: 'user-login', method: 'POST', path: '/api/user/login', allow: 'public', site: { from: 'none' },
  summary: 'Signs in with Cognito USER_PASSWORD_AUTH, starts a server-side session and sets the session cookies',
  body: loginSchema,
  responses: { 200: signInAnswerSchema },
});

export const userRefreshRoute = defineRoute({
  id: 'user-refresh', method: 'POST', path: '/api/user/refresh', allow: 'public', site: { from: 'none' },
  summary: 'Renews the ID token with Cognito REFRESH_TOKEN_AUTH and sets a new gl_id, for a server-side session that is still live and belongs to the token\'s user',
  responses: { 200: sessionUserSchema, 401: errorBodySchema },
});

export const userLogoutRoute = defineRoute({
  id: 'user-logout', method: 'POST', path: '/api/user/logout', allow: 'public', site: { from: 'none' },
  summary: 'Ends the server-side session, so the authorizer refuses the old cookies at once (docs/security.md), revokes the refresh token (cognito-local has no GlobalSignOut) and always clears every session cookie',
  responses: { 200: z.object({ ok: z.literal(true) }) },
});

export const userSsoProvidersRoute = defineRoute({
  id: 'user-sso-providers', method: 'GET', path: '/api/user/sso/providers', allow: 'public', site: { from: 'none' },
  summary: 'The agencies whose staff sign in with their own identity provider, for the login screen\'s \'Sign in with your agency\' (docs/api.md \'Agency sign-in\')',
  responses: { 200: agencyProvidersSchema },
});

export const userSsoStartRoute = defineRoute({
  id: 'user-sso-start', method: 'POST', path: '/api/user/sso/start', allow: 'public', site: { from: 'none' },
  summary: 'Starts an agency sign-in (OpenID Connect code flow with PKCE through Cognito, which federates the agency\'s provider)',
  body: ssoStartSchema,
  responses: { 200: z.object({ authorizeUrl: z.string() }) },
});

export const userSsoCallbackRoute = defineRoute({
  id: 'user-sso-callback', method: 'POST', path: '/api/user/sso/callback', allow: 'public', site: { from: 'none' },
  summary: 'Finishes an agency sign-in with the code and state the provider sent the browser back with (the shell\'s /sso/callback page posts them)',
  body: ssoCallbackSchema,
  responses: { 200: agencySignedInSchema },
});

export const userMeRoute = defineRoute({
  id: 'user-me', method: 'GET', path: '/api/user', allow: 'signedIn', site: { from: 'none' },
  summary: 'Who the caller is, with the access their role grants (spec 002 section 3)',
  query: userMeQuerySchema,
  responses: { 200: userMeSchema },
});

export const userNewPasswordRoute = defineRoute({
  id: 'user-new-password', method: 'POST', path: '/api/user/login/new-password', allow: 'public', site: { from: 'none' },
  summary: 'A first sign-in sets its own password (Cognito NEW_PASSWORD_REQUIRED), checked against the pool\'s rules (400 naming the rule), then signs in like the login',
  body: newPasswordSchema,
  responses: { 200: signInAnswerSchema },
});

export const userMfaSignInRoute = defineRoute({
  id: 'user-mfa-sign-in', method: 'POST', path: '/api/user/login/mfa', allow: 'public', site: { from: 'none' },
  summary: 'The code of the user\'s authenticator app (Cognito SOFTWARE_TOKEN_MFA), then a session like the login',
  body: mfaSignInSchema,
  responses: { 200: signInAnswerSchema },
});

export const userPasswordForgotRoute = defineRoute({
  id: 'user-password-forgot', method: 'POST', path: '/api/user/password/forgot', allow: 'public', site: { from: 'none' },
  summary: 'Mails a reset code when the account exists and signs in with a password',
  body: forgotPasswordSchema,
  responses: { 202: messageAnswerSchema },
});

export const userPasswordResetRoute = defineRoute({
  id: 'user-password-reset', method: 'POST', path: '/api/user/password/reset', allow: 'public', site: { from: 'none' },
  summary: 'The mailed code and a new password meeting the pool\'s rules',
  body: resetPasswordSchema,
  responses: { 200: messageAnswerSchema },
});

export const userMfaSetupRoute = defineRoute({
  id: 'user-mfa-setup', method: 'POST', path: '/api/user/mfa/setup', allow: 'signedIn', site: { from: 'none' },
  summary: 'A new TOTP secret and its otpauth URI for the enrolment screen\'s QR code',
  responses: { 200: totpEnrolmentSchema },
});

export const userMfaVerifyRoute = defineRoute({
  id: 'user-mfa-verify', method: 'POST', path: '/api/user/mfa/verify', allow: 'signedIn', site: { from: 'none' },
  summary: 'The first code of the authenticator app',
  body: mfaCodeSchema,
  responses: { 200: z.object({ mfa: z.literal(true) }) },
});
