/**
 * Request bodies of the agency sign-in routes (docs/api.md 'Agency sign-in'), in the routes'
 * contracts (contracts/user.ts): the server parses with them and the shell's calls are typed by them.
 */
import { z } from 'zod';

export const ssoStartSchema = z.object({
  provider: z
    .string({ error: 'provider is required' })
    .trim()
    .min(1, 'provider is required')
    .max(40, 'provider is at most 40 characters'),
  // A path of this site only: never another origin ('//host' or 'https:') to be sent to.
  returnTo: z
    .string({ error: 'returnTo must be a path of this site' })
    .max(2000, 'returnTo is at most 2000 characters')
    .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path of this site, starting with one /')
    .optional(),
});

export const ssoCallbackSchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .min(1, 'code is required')
    .max(4096, 'code is at most 4096 characters')
    .regex(/^[\x21-\x7e]+$/, 'code must be printable characters without spaces'),
  state: z.string({ error: 'state is required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'state is not a sign-in state of this site'),
});

export type SsoStartRequest = z.output<typeof ssoStartSchema>;
export type SsoCallbackRequest = z.output<typeof ssoCallbackSchema>;
