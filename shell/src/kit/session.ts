import { useSyncExternalStore } from 'react';
import { accessFor } from '@grindline/domain';
import { events } from './events';
import type { SessionUser } from './types';

let current: SessionUser | null = null;
const listeners = new Set<() => void>();

/** The signed-in user, or null. */
export function getUser(): SessionUser | null {
  return current;
}

/** Replaces the signed-in user (null signs out) and tells every subscriber and remote. */
export function setUser(user: SessionUser | null): void {
  if (user === current) return;
  current = user;
  listeners.forEach((listener) => listener());
  events.emit('session:changed', { user });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** React hook: the signed-in user, re-rendering when it changes. */
export function useUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getUser, getUser);
}

/**
 * Reads a user from an API answer (`{ username, role }`, docs/api.md). The access is derived
 * here with the domain's accessFor so every app applies the same rules (spec 002 section 4).
 * Returns null for anything that is not a user.
 */
export function toSessionUser(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const { username, role } = body as { username?: unknown; role?: unknown };
  if (typeof username !== 'string' || username === '' || typeof role !== 'string') return null;
  return { username, role, access: accessFor(role) };
}
