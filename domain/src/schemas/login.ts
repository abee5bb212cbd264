/** Sign-in form (spec 000 sections 2.1 and 5.1). */
import { z } from 'zod';
import { requiredText } from './fields';

/** Cognito's own limits: a user name has at most 128 characters, a password at most 256. */
export const USERNAME_MAX_LENGTH = 128;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * Username and password, both required and non-blank after trimming (spec 000 section 5.1), and
 * no longer than Cognito accepts.
 */
export const loginSchema = z.object({
  username: requiredText('Username is required', {
    length: USERNAME_MAX_LENGTH,
    message: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  }),
  password: z
    .string({ error: 'Password is required' })
    .refine((p) => p.trim() !== '', 'Password is required')
    .refine((p) => p.length <= PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginRequest = z.output<typeof loginSchema>;
