/**
 * Test double of the federated `shell/kit` module (jest maps 'shell/kit' here).
 * Same behaviour as the shell's kit where it matters to the remotes: apiJson goes through
 * global fetch (tests mock fetch), throws ApiError on non-2xx, and the user is settable.
 */
import { useSyncExternalStore } from 'react';
import { accessFor } from '@grindline/domain';
import type { Access } from '@grindline/domain';

export interface SessionUser {
  username: string;
  role: string;
  access: Access;
}
export interface ApiIssue {
  path: string;
  message: string;
}
export class ApiError extends Error {
  status: number;
  issues?: ApiIssue[];
  constructor(status: number, message: string, issues?: ApiIssue[]) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}

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
