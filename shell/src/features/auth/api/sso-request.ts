/**
 * The one way the agency sign-in calls reach the API: the typed client (sign-in-calls.ts, loaded
 * on first use), and a failure becomes an Error whose message is the server's (docs/api.md
 * 'Agency sign-in'), or a plain one when the server cannot be reached. Shared by the three agency
 * sign-in calls of this feature.
 */
import { ApiError } from 'shell/kit';
import type { agencyCalls } from './sign-in-calls';

export const SSO_UNREACHABLE = 'The agency sign-in is unavailable right now. Try again in a moment.';

export async function ssoRequest<T>(call: (calls: typeof agencyCalls) => Promise<T>): Promise<T> {
  try {
    const { agencyCalls } = await import('./sign-in-calls');
    return await call(agencyCalls);
  } catch (error) {
    throw new Error(error instanceof ApiError && error.message ? error.message : SSO_UNREACHABLE);
  }
}
