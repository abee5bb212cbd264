/**
 * A dashboard tab's filters kept for the browser tab's session, so a reload (or a visit to
 * another screen and back) shows what the user had chosen instead of the defaults.
 */
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

const PREFIX = 'gl-dash-filters:';

/**
 * `initial` with each of its keys taken from `kept` where the kept value has the same kind
 * (string, number, boolean, or an array of strings); anything else, an unknown key or a value
 * that is not an object at all leaves the initial value.
 */
export function restoreFilters<T extends object>(kept: unknown, initial: T): T {
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return initial;
  const out: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  for (const [key, value] of Object.entries(initial)) {
    const candidate = (kept as Record<string, unknown>)[key];
    if (Array.isArray(value)) {
      if (Array.isArray(candidate) && candidate.every((x) => typeof x === 'string')) out[key] = candidate;
    } else if (typeof candidate === typeof value) {
      out[key] = candidate;
    }
  }
  return out as T;
}

function read(key: string): unknown {
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null; // storage disabled or a value written by something else: start from the defaults
  }
}

/**
 * `useState` of a tab's filters that starts from what this browser tab kept under `key` (restored
 * onto `initial`, then passed through `allowed` with the initial filters, which puts back what the caller may no longer
 * choose: a site outside its access, a division of another site) and keeps every change.
 */
export function useKeptFilters<T extends object>(key: string, initial: () => T, allowed: (kept: T, first: T) => T): [T, Dispatch<SetStateAction<T>>] {
  const [filters, setFilters] = useState<T>(() => {
    const first = initial();
    return allowed(restoreFilters(read(key), first), first);
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(filters));
    } catch {
      // a full or disabled storage only means the filters are not kept over a reload
    }
  }, [key, filters]);
  return [filters, setFilters];
}
