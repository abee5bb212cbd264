/** The URL of a form lookup (docs/api.md 'Form lookups'): `/api/form/<name>?` + the query, blanks left out. */
export function lookupUrl(name: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return `/api/form/${name}${qs ? `?${qs}` : ''}`;
}

/** Lists never change while a form is open: fetched once per session and kept. */
export const LIST_STALE_MS = 60 * 60 * 1000;
