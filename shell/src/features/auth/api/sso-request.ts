/**
 * The one way the agency sign-in calls reach the API: JSON in and out, and a failure becomes an
 * Error whose message is the server's (docs/api.md 'Agency sign-in'), or a plain one when the
 * server cannot be reached. Shared by the three agency sign-in calls of this feature.
 */
export const SSO_UNREACHABLE = 'The agency sign-in is unavailable right now. Try again in a moment.';

export async function ssoRequest<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error(SSO_UNREACHABLE);
  }
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) throw new Error(typeof answer?.message === 'string' && answer.message ? answer.message : SSO_UNREACHABLE);
  return answer as T;
}
