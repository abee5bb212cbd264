/**
 * Requests of the account routes (issue 31): invitation, role change, the new-password challenge,
 * forgotten passwords and the second factor. Every message names its field.
 */
import { z } from 'zod';
import { ROLES } from '../access/roles';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './login';
import { isEmailAddress } from './mail-lists';
import { unmetPasswordRules } from '../access/accounts';
import { requiredText } from './fields';

/** A user name Grindline creates: lower-case letters, digits, dot, dash and underscore, 3 to 64 long. */
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,63}$/;

const username = requiredText('Username is required', { length: USERNAME_MAX_LENGTH, message: `Username must be at most ${USERNAME_MAX_LENGTH} characters` });

/** A role of the pool (a Cognito group), checked against {@link ROLES}. */
const role = z
  .string({ error: 'Role is required' })
  .trim()
  .min(1, 'Role is required')
  .refine((r) => r === '' || ROLES.includes(r), 'Role must be one of the roles of Grindline');

/** A new password: required, at most Cognito's length, meeting every rule of the pool. */
const newPassword = z
  .string({ error: 'New password is required' })
  .min(1, 'New password is required')
  .max(PASSWORD_MAX_LENGTH, `New password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((p, ctx) => {
    const unmet = unmetPasswordRules(p);
    if (p !== '' && unmet.length > 0) ctx.addIssue({ code: 'custom', message: `New password needs: ${unmet.join(', ').toLowerCase()}` });
  });

/** POST /api/users: whom to invite, with which role. */
export const inviteSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Username is required')
    .refine((u) => u === '' || USERNAME.test(u), 'Username must be 3 to 64 lower-case letters, digits, dots, dashes or underscores'),
  name: requiredText('Name is required', { length: 100, message: 'Name must be at most 100 characters' }),
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .min(1, 'E-mail is required')
    .refine((e) => e === '' || isEmailAddress(e), 'E-mail must be a valid e-mail address'),
  role,
});
export type InviteRequest = z.output<typeof inviteSchema>;

/** PUT /api/users/{username}/role. */
export const roleChangeSchema = z.object({ role });
export type RoleChangeRequest = z.output<typeof roleChangeSchema>;

/** POST /api/user/login/new-password: the first sign-in's new password (the challenge is in a cookie). */
export const newPasswordSchema = z.object({ username, newPassword });
export type NewPasswordRequest = z.output<typeof newPasswordSchema>;

/** POST /api/user/password/forgot. */
export const forgotPasswordSchema = z.object({ username });

/** A 6-digit code (the mailed reset code, or a TOTP code). */
const sixDigits = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .refine((c) => c === '' || /^\d{6}$/.test(c), `${name} must be 6 digits`);

/** POST /api/user/password/reset: the mailed code and the new password. */
export const resetPasswordSchema = z.object({ username, code: sixDigits('Code'), newPassword });
export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>;

/** POST /api/user/login/mfa (username; the challenge is in a cookie) and POST /api/user/mfa/verify. */
export const mfaCodeSchema = z.object({ code: sixDigits('Code') });
export const mfaSignInSchema = z.object({ username, code: sixDigits('Code') });
