/**
 * The answers of the sign-in and account routes (contracts/user.ts and contracts/users.ts), and
 * the `{username}` path parameter of the Users routes. `Same` keeps each schema equal to the
 * interface it describes.
 */
import { z } from 'zod';
import type { AccountView, TwoStepState } from '../access/accounts';
import type { Access, AdminType } from '../access/roles';
import type { Same } from '../reports/shift-report-schema';
import { USERNAME_MAX_LENGTH } from './login';

const ADMIN_TYPES = ['super', 'adminMgmt', 'adminReadOnly', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'BART', 'OTRAIN', 'NCTD'] as const satisfies ReadonlyArray<Exclude<AdminType, null>>;

/** What a role may do (accessFor). */
export const accessSchema = z.object({
  role: z.string(),
  adminType: z.enum(ADMIN_TYPES).nullable(),
  site: z.string().nullable(),
  canEdit: z.boolean(),
  sites: z.array(z.string()),
});

/** A signed-in user: name, role and the access the role grants (POST /api/user/refresh). */
export const sessionUserSchema = z.object({ username: z.string(), role: z.string(), access: accessSchema });

/** A session just started by a password sign-in, and whether the user must enrol a second factor first. */
export const signedInSchema = sessionUserSchema.extend({ mfaSetupRequired: z.boolean() });

/** The sign-in's next step when Cognito asks for more (the challenge itself is in the gl_challenge cookie). */
export const signInChallengeSchema = z.object({ challenge: z.enum(['newPassword', 'mfa']), username: z.string() });

/** What a password sign-in (login, new password, TOTP code) answers: a session, or the next challenge. */
export const signInAnswerSchema = z.union([signInChallengeSchema, signedInSchema]);
export type SignInAnswer = z.output<typeof signInAnswerSchema>;

/** The state of the caller's second factor (GET /api/user?twoStep=1). */
export const twoStepStateSchema = z.object({ enabled: z.boolean(), required: z.boolean(), available: z.boolean() });

/** GET /api/user's query: `twoStep` (any value, the Account page sends 1) adds the second factor's state. */
export const userMeQuerySchema = z.object({ twoStep: z.string().optional() });

/** GET /api/user: who the caller is, with `twoStep` when asked. */
export const userMeSchema = signedInSchema.extend({ twoStep: twoStepStateSchema.optional() });

/** A finished agency sign-in: the user and the page to land on. */
export const agencySignedInSchema = sessionUserSchema.extend({ returnTo: z.string() });

/** The agencies whose staff sign in with their own identity provider. */
export const agencyProvidersSchema = z.object({ providers: z.array(z.object({ id: z.string(), label: z.string(), site: z.string() })) });

/** A route's answer that is only a message for the screen (password forgotten, password reset). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** A new TOTP secret and its otpauth URI. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });

/** An account as GET /api/users answers it. */
export const accountViewSchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  site: z.string().nullable(),
  status: z.enum(['invited', 'active', 'disabled', 'agency']),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  invitation: z.object({ expiresAt: z.string(), invitedBy: z.string(), mail: z.enum(['queued', 'sent', 'failed', 'unknown']) }).nullable(),
});

/** GET /api/users: the users and the roles the caller may grant. */
export const usersListSchema = z.object({ users: z.array(accountViewSchema), grantableRoles: z.array(z.string()) });

/** The `{username}` path parameter of the Users routes, checked before Cognito is asked. */
export const usernameParamsSchema = z.object({
  username: z
    .string({ error: 'username is required' })
    .min(1, 'username is required')
    .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`)
    // Cognito's user-name pattern: no whitespace or control characters.
    .regex(/^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u, 'username must not hold spaces or control characters'),
});

/** The user a Users route acted on. */
export const changedUserSchema = z.object({ username: z.string() });

// Compile-time checks that each schema describes its interface exactly.
export const USER_SCHEMAS_MATCH_INTERFACES: [
  Same<z.output<typeof accessSchema>, Access>,
  Same<z.output<typeof twoStepStateSchema>, TwoStepState>,
  Same<z.output<typeof accountViewSchema>, AccountView>,
] = [true, true, true];
