/**
 * Whether the signed-in user must enrol a second factor before anything else (super and adminMgmt
 * without one: the server lets such a session reach only the enrolment, docs/api.md 'Accounts').
 * Shell-internal: set from the sign-in and GET /api/user answers, read by the app frame.
 */
import { useSyncExternalStore } from 'react';

let required = false;
const listeners = new Set<() => void>();

/** Records what the server said (`mfaSetupRequired` of the sign-in or GET /api/user). */
export function setMfaSetupRequired(value: boolean): void {
  if (value === required) return;
  required = value;
  listeners.forEach((listener) => listener());
}

/** Reads `mfaSetupRequired` from an API answer. */
export function readMfaSetupRequired(body: unknown): void {
  setMfaSetupRequired(typeof body === 'object' && body !== null && (body as { mfaSetupRequired?: unknown }).mfaSetupRequired === true);
}

/** React hook: whether the enrolment screen must be shown. */
export function useMfaSetupRequired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => required,
    () => required,
  );
}
