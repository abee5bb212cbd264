import { ApiError } from './api-error';
import { setUser, toSessionUser } from './session';
import type { ApiIssue, SessionUser } from './types';

const send = (path: string, init?: RequestInit): Promise<Response> =>
  fetch(path, { ...init, credentials: 'same-origin' });

/** The session routes renew nothing themselves: a 401 there is an answer, not an expiry. */
const isSessionRoute = (path: string): boolean => /^\/api\/user(\/|\?|$)/.test(path);

let refreshing: Promise<SessionUser | null> | null = null;

/**
 * Renews the ID cookie with the refresh cookie (POST /api/user/refresh, docs/api.md). Calls
 * made while a renewal is in flight share it, so a burst of 401s renews once.
 */
export function refreshSession(): Promise<SessionUser | null> {
  refreshing ??= send('/api/user/refresh', { method: 'POST' })
    .then(async (response) => (response.ok ? toSessionUser(await response.json()) : null))
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * fetch() against the API with the session cookie. On a 401 from any route but /api/user/*,
 * renews the session once and retries once; if either fails the session is cleared, which
 * brings the login screen back (spec 002 section 4). Answers the last response.
 */
export async function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  const response = await send(path, init);
  if (response.status !== 401 || isSessionRoute(path)) return response;
  const renewed = await refreshSession();
  if (!renewed) {
    setUser(null);
    return response;
  }
  setUser(renewed);
  const retried = await send(path, init);
  if (retried.status === 401) setUser(null);
  return retried;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * apiFetch + JSON: sends `json` as the body, parses the answer (undefined when empty) and
 * throws ApiError with the server's message and issues for any non-2xx answer (docs/api.md).
 */
export async function apiJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('accept', 'application/json');
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await apiFetch(path, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await response.text();
  const body = text ? parse(text) : undefined;
  if (!response.ok) {
    const record = typeof body === 'object' && body !== null ? (body as { message?: unknown; issues?: unknown }) : {};
    const message =
      typeof record.message === 'string' ? record.message : typeof body === 'string' && body ? body : response.statusText;
    const issues = Array.isArray(record.issues) ? (record.issues as ApiIssue[]) : undefined;
    throw new ApiError(response.status, message || `Request failed (${response.status})`, issues);
  }
  return body as T;
}
