import { userPasswordForgotRoute, userPasswordResetRoute } from '@grindline/domain';
import { apiCall } from '@grindline/ui/api-call';
import { ApiError } from 'shell/kit';
import { LOGIN_MESSAGES } from './login';

/** The server's words of a refusal (400 and 429 are plain text), or the internal-error message. */
function refusal(error: unknown): Error {
  return new Error(error instanceof ApiError && error.message ? error.message : LOGIN_MESSAGES.internal);
}

/** POST /api/user/password/forgot (public): the same message whether or not the account exists. */
export async function requestPasswordReset(username: string): Promise<string> {
  try {
    return (await apiCall(userPasswordForgotRoute, { body: { username } })).message;
  } catch (error) {
    throw refusal(error);
  }
}

/** POST /api/user/password/reset (public): the mailed code and the new password; answers the message to show. */
export async function resetPassword(username: string, code: string, newPassword: string): Promise<string> {
  try {
    return (await apiCall(userPasswordResetRoute, { body: { username, code, newPassword } })).message;
  } catch (error) {
    throw refusal(error);
  }
}
