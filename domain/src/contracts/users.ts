/** The contracts of the users routes (route-contract.ts). */
import { defineRoute, errorBodySchema } from './route-contract';
import { MANAGERS } from './callers';
import { z } from 'zod';
import { inviteSchema, roleChangeSchema } from '../schemas/accounts';
import { changedUserSchema, usernameParamsSchema, usersListSchema } from '../schemas/user-routes';

/** GET /api/users */
export const usersListRoute = defineRoute({
  id: 'users-list',
  method: 'GET',
  path: '/api/users',
  summary: 'Every user of the pool with name, e-mail, role, site, status, last sign-in and the open invitation (with its mail\'s state), and the roles the caller may grant',
  allow: MANAGERS,
  site: { from: 'none' },
  responses: { 200: usersListSchema },
});

/** POST /api/users */
export const usersInviteRoute = defineRoute({
  id: 'users-invite',
  method: 'POST',
  path: '/api/users',
  summary: 'Invites a user by e-mail with a role',
  allow: MANAGERS,
  site: { from: 'none' },
  body: inviteSchema,
  responses: { 201: changedUserSchema, 409: errorBodySchema },
});

/** PUT /api/users/{username}/role */
export const usersRoleRoute = defineRoute({
  id: 'users-role',
  method: 'PUT',
  path: '/api/users/{username}/role',
  summary: 'Moves a user to another role',
  allow: MANAGERS,
  site: { from: 'none' },
  params: usernameParamsSchema,
  body: roleChangeSchema,
  responses: { 200: z.object({ username: z.string(), role: z.string() }), 404: errorBodySchema, 409: errorBodySchema },
});

/** POST /api/users/{username}/disable */
export const usersDisableRoute = defineRoute({
  id: 'users-disable',
  method: 'POST',
  path: '/api/users/{username}/disable',
  summary: 'Disables a user; every session of theirs ends at once (409 for the last super, oneself or an agency user)',
  allow: MANAGERS,
  site: { from: 'none' },
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});

/** POST /api/users/{username}/enable */
export const usersEnableRoute = defineRoute({
  id: 'users-enable',
  method: 'POST',
  path: '/api/users/{username}/enable',
  summary: 'Enables a disabled user again',
  allow: MANAGERS,
  site: { from: 'none' },
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});

/** POST /api/users/{username}/invitation */
export const usersResendRoute = defineRoute({
  id: 'users-resend',
  method: 'POST',
  path: '/api/users/{username}/invitation',
  summary: 'Sends a new temporary password and invitation mail to a user who has not signed in yet (409 otherwise)',
  allow: MANAGERS,
  site: { from: 'none' },
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});

/** DELETE /api/users/{username} */
export const usersDeleteRoute = defineRoute({
  id: 'users-delete',
  method: 'DELETE',
  path: '/api/users/{username}',
  summary: 'Deletes a user with their sessions (409 for the last super, oneself or an agency user)',
  allow: MANAGERS,
  site: { from: 'none' },
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});

/** DELETE /api/users/{username}/mfa */
export const usersMfaResetRoute = defineRoute({
  id: 'users-mfa-reset',
  method: 'DELETE',
  path: '/api/users/{username}/mfa',
  summary: 'Removes a user\'s lost second factor (super only); the user enrols again at the next sign-in',
  allow: ['super'],
  site: { from: 'none' },
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});
