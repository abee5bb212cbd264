/** The route scenarios of the user and users areas: sign-in steps, the caller's own account, people (route-requests.ts). */
import { agencyCallbackRequest } from '../../support/agency-sign-in';
import { totpCode } from '../../support/totp';
import { harnessSession, harnessUser, harnessUsername, mfaChallenge, newPasswordChallenge, resetCode, totpSecret } from '../accounts';
import type { RouteScenario } from './support';

/** The scenario of every user and users route, by route id. */
export const ACCOUNT_SCENARIOS: Readonly<Record<string, RouteScenario>> = {
  'user-login': {
    sites: ['MBTA'],
    success: 200,
    build: async () => ({ body: { username: 'mbta', password: 'Grindline-demo-1' } }),
  },
  'user-refresh': {
    sites: ['MBTA'],
    success: 200,
    // A public route: without a session of its own the caller sends mbta's cookies.
    build: async ({ session, fallback }) => ({ as: session ?? fallback, cookies: { gl_refresh: (session ?? fallback).refreshToken } }),
  },
  'user-logout': {
    sites: ['MBTA'],
    success: 200,
    // Logout ends the session it is sent with: never the caller's shared one.
    build: async ({ session, freshSession }) => ({ as: session ? await freshSession() : null }),
  },
  'user-me': { sites: ['MBTA'], success: 200, build: async () => ({}) },
  // Agency sign-in: public; the callback needs a sign-in really finished at the demo agency's
  // provider (tests/support/agency-sign-in.ts), fresh per request since a state is used once.
  'user-sso-providers': { sites: ['BART'], success: 200, build: async () => ({}) },
  'user-sso-start': { sites: ['BART'], success: 200, build: async () => ({ body: { provider: 'bart', returnTo: '/maps/BART' } }) },
  'user-sso-callback': {
    sites: ['BART'],
    success: 200,
    build: async () => {
      const { code, state, browserSecret } = await agencyCallbackRequest();
      return { as: null, body: { code, state }, cookies: { gl_sso: browserSecret } };
    },
  },
  // People and accounts (issue 31): each request acts on a fresh user (tests/harness/accounts.ts),
  // never on a demo user; public sign-in steps use an address of their own (the login throttle).
  'user-new-password': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ seq }) => {
      const { username, challenge } = await newPasswordChallenge();
      return { cookies: { gl_challenge: challenge }, body: { username, newPassword: 'Harness-new-1!' }, sourceIp: `10.31.1.${seq % 250}` };
    },
  },
  'user-mfa-sign-in': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ seq }) => {
      const { username, challenge, code } = await mfaChallenge();
      return { cookies: { gl_challenge: challenge }, body: { username, code }, sourceIp: `10.31.2.${seq % 250}` };
    },
  },
  'user-password-forgot': { sites: ['MBTA'], success: 202, build: async ({ seq }) => ({ body: { username: harnessUsername('nobody') }, sourceIp: `10.31.3.${seq % 250}` }) },
  'user-password-reset': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ seq }) => {
      const { username, code } = await resetCode();
      return { body: { username, code, newPassword: 'Harness-reset-1!' }, sourceIp: `10.31.4.${seq % 250}` };
    },
  },
  // The enrolment acts on the caller's own factor: a fresh user's session stands in for a signed-in caller.
  'user-mfa-setup': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ session }) => {
      if (!session) return {};
      const fresh = await harnessSession();
      return { as: fresh.session, cookies: { gl_refresh: fresh.session.refreshToken } };
    },
  },
  'user-mfa-verify': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ session }) => {
      if (!session) return { body: { code: '123456' } };
      const fresh = await totpSecret();
      return { as: fresh.session, cookies: { gl_refresh: fresh.session.refreshToken }, body: { code: totpCode(fresh.secret) } };
    },
  },
  'users-list': { sites: ['MBTA'], success: 200, build: async () => ({}) },
  'users-invite': {
    sites: ['MBTA'],
    success: 201,
    build: async () => {
      const username = harnessUsername('inv');
      return { body: { username, name: 'Harness Invitee', email: `${username}@harness.example.com`, role: 'MBTA' } };
    },
  },
  'users-role': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA') }, body: { role: 'NCTDadmin' } }) },
  'users-disable': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA', true) } }) },
  'users-enable': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA', true) } }) },
  'users-resend': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA') } }) },
  'users-delete': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA', true) } }) },
  'users-mfa-reset': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA', true) } }) },
};
