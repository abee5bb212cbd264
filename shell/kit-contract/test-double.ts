/**
 * Test double of the federated `shell/kit` module, for every remote's tests (their jest config maps
 * 'shell/kit' here). The pure parts are the shell's own (ApiError, errorMessage, types); apiJson
 * goes through global fetch (tests mock fetch) without the session renewal, the user is set by
 * {@link setTestUser}, and navigation is recorded in {@link navigated}.
 */
import { useSyncExternalStore } from 'react';
import { accessFor } from '@grindline/domain';
import { ApiError } from '../src/kit/api-error';
import type { ApiIssue, SessionUser } from '../src/kit/types';

export { ApiError } from '../src/kit/api-error';
export { errorMessage } from '../src/kit/error-message';
export type { ApiIssue, GrindlineEvents, SessionUser } from '../src/kit/types';

let user: SessionUser | null = null;
const listeners = new Set<() => void>();

/** Test helper: sign in as a role (or sign out with null). */
export function setTestUser(role: string | null): void {
  user = role ? { username: role.toLowerCase(), role, access: accessFor(role) } : null;
  listeners.forEach((l) => l());
}

export function getUser(): SessionUser | null {
  return user;
}

export function useUser(): SessionUser | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => user,
  );
}

export function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  return fetch(path, { credentials: 'same-origin', ...init });
}

export async function apiJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await apiFetch(path, {
    ...rest,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...(rest.headers ?? {}) },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await response.text();
  const body = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const message = typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : text;
    const issues = typeof body === 'object' && body && 'issues' in body ? (body as { issues: ApiIssue[] }).issues : undefined;
    throw new ApiError(response.status, message, issues);
  }
  return body as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const navigated: string[] = [];
export function navigate(url: string): void {
  navigated.push(url);
}

type Handler = (detail: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
export const events = {
  emit(type: string, detail: unknown): void {
    handlers.get(type)?.forEach((h) => h(detail));
  },
  on(type: string, handler: Handler): () => void {
    if (!handlers.has(type)) handlers.set(type, new Set());
    handlers.get(type)!.add(handler);
    return () => handlers.get(type)!.delete(handler);
  },
};
