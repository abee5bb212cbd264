/** The {username} path parameter of the Users routes, checked before Cognito is asked. */
import { z } from 'zod';
import { USERNAME_MAX_LENGTH } from '@grindline/domain';
import { parse } from '../../lib/validate';

const usernameParam = z.object({
  username: z
    .string({ error: 'username is required' })
    .min(1, 'username is required')
    .max(USERNAME_MAX_LENGTH, `username must be at most ${USERNAME_MAX_LENGTH} characters`)
    // Cognito's user-name pattern: no whitespace or control characters.
    .regex(/^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u, 'username must not hold spaces or control characters'),
});

/** The user name of the path; 400 naming `username` when it cannot be one. */
export function usernameOf(params: Record<string, string | undefined>): string {
  return parse(usernameParam, params).username;
}

/** The origin of the manager's page (where an invited user signs in), when it is an http(s) origin. */
export function appOrigin(headers: Record<string, string | undefined>): string | undefined {
  const origin = headers.origin;
  return origin && /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin) ? origin : undefined;
}
