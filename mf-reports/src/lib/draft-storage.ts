/**
 * Report drafts in localStorage, so a reload or a tablet that dies mid-shift never loses a
 * report. Storage can be full, disabled (private mode) or hold junk from an older version: every
 * call degrades to "no draft" instead of throwing into the form.
 */

const PREFIX = 'gl-rep:draft';
const VERSION = 1;

interface StoredDraft {
  v: number;
  savedAt: string;
  values: unknown;
}

/** The storage key of one form's draft for one user (drafts are never shared between users). */
export function draftKey(form: string, username: string): string {
  return `${PREFIX}:${form}:${username}`;
}

/** Saves `values` under `key`; returns false when the browser refused (quota, disabled). */
export function saveDraft(key: string, values: unknown): boolean {
  try {
    const stored: StoredDraft = { v: VERSION, savedAt: new Date().toISOString(), values };
    window.localStorage.setItem(key, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/** The saved values under `key`, or null when there is none or it is unreadable. */
export function loadDraft(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (!parsed || parsed.v !== VERSION || typeof parsed.values !== 'object' || parsed.values === null) return null;
    return parsed.values;
  } catch {
    return null;
  }
}

/** Removes the draft under `key` (after a successful submission). */
export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing stored to clear.
  }
}
