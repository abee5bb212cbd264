/** The contracts of the users routes (route-contract.ts). */
import { defineRoute, errorBodySchema } from './route-contract';
import { MANAGERS } from './callers';
import { z } from 'zod';
import { inviteSchema, roleChangeSchema } from '../schemas/accounts';
import { changedUserSchema, usernameParamsSchema, usersListSchema } from '../schemas/user-routes';

export const usersListRoute = defineRoute({
  id: 'users-list', method: 'GET', path: '/api/users', allow: MANAGERS, site: { from: 'none' },
  summary: 'Every user of the pool with name, e-mail, role, site, status, last sign-in and the open invitation (with its mail\'s state), and the roles the caller may grant',
  responses: { 200: usersListSchema },
});

export const usersInviteRoute = defineRoute({
  id: 'users-invite', method: 'POST', path: '/api/users', allow: MANAGERS, site: { from: 'none' },
  summary: 'Invites a user by e-mail with a role',
  body: inviteSchema,
  responses: { 201: changedUserSchema, 409: errorBodySchema },
});

export const usersRoleRoute = defineRoute({
  id: 'users-role', method: 'PUT', path: '/api/users/{username}/role', allow: MANAGERS, site: { from: 'none' },
  summary: 'Moves a user to another role',
  params: usernameParamsSchema, body: roleChangeSchema,
  responses: { 200: z.object({ username: z.string(), role: z.string() }), 404: errorBodySchema, 409: errorBodySchema },
});

export const usersDisableRoute = defineRoute({
  id: 'users-disable', method: 'POST', path: '/api/users/{username}/disable', allow: MANAGERS, site: { from: 'none' },
  summary: 'Disables a user; every session of theirs ends at once (409 for the last super, oneself or an agency user)',
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});

export const usersEnableRoute = defineRoute({
  id: 'users-enable', method: 'POST', path: '/api/users/{username}/enable', allow: MANAGERS, site: { from: 'none' },
  summary: 'Enables a disabled user again',
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});

export const usersResendRoute = defineRoute({
  id: 'users-resend', method: 'POST', path: '/api/users/{username}/invitation', allow: MANAGERS, site: { from: 'none' },
  summary: 'Sends a new temporary password and invitation mail to a user who has not signed in yet (409 otherwise)',
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});

export const usersDeleteRoute = defineRoute({
  id: 'users-delete', method: 'DELETE', path: '/api/users/{username}', allow: MANAGERS, site: { from: 'none' },
  summary: 'Deletes a user with their sessions (409 for the last super, oneself or an agency user)',
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});

export const usersMfaResetRoute = defineRoute({
  id: 'users-mfa-reset', method: 'DELETE', path: '/api/users/{username}/mfa', allow: ['super'], site: { from: 'none' },
  summary: 'Removes a user\'s lost second factor (super only); the user enrols again at the next sign-in',
  params: usernameParamsSchema,
  responses: { 200: changedUserSchema, 404: errorBodySchema, 409: errorBodySchema },
});
