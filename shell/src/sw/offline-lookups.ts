/**
 * The form lookups a blank form needs offline (issue 10): the lists a form offers, which change
 * only with the catalogue or the customer profiles. Answers that depend on what was filed meanwhile
 * (next shift number, shift-id check, autopopulate, autofill) are never served from a cache.
 */
const LIST_LOOKUPS = new Set(['customers', 'lines', 'directions', 'grinders', 'stones', 'profiles', 'chain-bounds']);

/** True when a GET of `pathname` is a form list the service worker may answer from its last copy. */
export function isOfflineLookup(pathname: string): boolean {
  const match = /^\/api\/form\/([a-z-]+)$/.exec(pathname);
  return (match !== null && LIST_LOOKUPS.has(match[1])) || pathname === '/api/reference/tracks';
}
