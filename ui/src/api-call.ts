/**
 * The typed browser client of the API, derived from the route contracts of `@grindline/domain`:
 * the method, the path with its parameters, the query and the body come from the contract, and
 * so does the type of the answer. Every API file of every micro-frontend calls through it, so no
 * micro-frontend writes an `/api/` path or an answer's type by hand.
 */
import { isMediaBody, routeUrl, type CallInput, type MediaJson, type RouteContract, type SuccessBody } from '@grindline/domain';
import { ApiError, apiFetch, apiJson } from 'shell/kit';

/** The URL a call of `contract` with `input` goes to (path parameters filled, query appended). */
export function callUrl<C extends RouteContract>(contract: C, input: CallInput<C>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  return routeUrl(contract.path, params, query);
}

/** Whether the route's success answer is a file (CSV, PDF, image) rather than JSON. */
function answersMedia(contract: RouteContract): boolean {
  return Object.entries(contract.responses).some(([status, body]) => Number(status) < 300 && isMediaBody(body));
}

/**
 * Calls the route of `contract`: JSON in and out through the shell's session-aware client (a 401
 * renews the session once); a non-2xx answer throws ApiError with the server's message and issues.
 * A route whose success is a file answers the fetch Response.
 */
export async function apiCall<C extends RouteContract>(contract: C, input: CallInput<C>, init: RequestInit = {}): Promise<SuccessBody<C>> {
  const url = callUrl(contract, input);
  const body = (input as { body?: unknown }).body;
  if (answersMedia(contract)) {
    const headers = new Headers(init.headers);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await apiFetch(url, { ...init, method: contract.method, headers, body: body !== undefined ? JSON.stringify(body) : undefined });
    if (!response.ok) {
      const text = await response.text();
      let message = text || response.statusText;
      try {
        const parsed = JSON.parse(text) as { message?: string };
        if (typeof parsed.message === 'string') message = parsed.message;
      } catch {
        // a plain-text answer is its own message
      }
      throw new ApiError(response.status, message);
    }
    return response as SuccessBody<C>;
  }
  return apiJson<SuccessBody<C>>(url, { ...init, method: contract.method, ...(body !== undefined ? { json: body } : {}) });
}

/**
 * The JSON of a route whose success is pre-serialised JSON (a media body with a `json` schema, such
 * as the map layers sent gzip'd with an ETag): typed from the contract.
 */
export async function readJson<C extends RouteContract>(_contract: C, response: Response): Promise<MediaJson<C>> {
  return (await response.json()) as MediaJson<C>;
}
