/** Lists never change while a form is open: fetched once per session and kept. */
export const LIST_STALE_MS = 60 * 60 * 1000;
