/**
 * An invitation whose temporary password expired (the pool's TemporaryPasswordValidityDays):
 * Cognito answers NotAuthorizedException 'Temporary password has expired and must be reset by an
 * administrator.' (recorded AWS answer, tested in invitation-expiry.test.ts). The login then says
 * so and names who sent the invitation, so the user knows whom to ask.
 */
import { UnauthorizedError } from '../../lib/errors';
import { getAccountItem } from './user-pool';

/** Cognito's message for an expired temporary password. */
export const EXPIRED_TEMPORARY_PASSWORD = 'Temporary password has expired and must be reset by an administrator.';

/** Whether Cognito refused a sign-in because the invitation's temporary password expired. */
export function isExpiredInvitation(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAuthorizedException' && /temporary password has expired/i.test(error.message);
}

/** The 401 of an expired invitation, naming the administrator who sent it when known. */
export async function expiredInvitationError(username: string): Promise<UnauthorizedError> {
  const invitedBy = (await getAccountItem(username).catch(() => undefined))?.invitedBy;
  const whom = invitedBy ? `${invitedBy} (or another administrator)` : 'an administrator';
  return new UnauthorizedError(`Your invitation has expired. Ask ${whom} to send you a new one.`);
}
