/**
 * Map answers kept in the Lambda's memory between calls, each under the state it was made from
 * (the site's report revision and its track versions). A call whose state has not moved answers
 * the kept body: one GetItem and one small Query instead of reading and laying out years of
 * reports (docs/decisions.md 'Session 4: map answers kept per site revision').
 */
import { KeptAnswers } from '../lib/kept-answers';
import type { JsonEntity } from './http-cache';

/** How long a kept answer may serve at most, even with its state unchanged (a lost revision bump heals by then). */
export const KEPT_ANSWER_MS = 10 * 60_000;
/** How many answers are kept (a NYCT grind layer is ~0.4 MB of text and 40 KB gzipped). */
export const KEPT_ANSWERS = 24;

const kept = new KeptAnswers<JsonEntity>(KEPT_ANSWERS, KEPT_ANSWER_MS);

/**
 * The answer of `key` made at `state`: the kept one when it was made at this state less than
 * {@link KEPT_ANSWER_MS} ago, otherwise `make()`'s (kept, the oldest answer dropped beyond
 * {@link KEPT_ANSWERS}). Concurrent calls at one state share one `make()`; a failed one is not kept.
 */
export function keptAnswer(key: string, state: string, make: () => Promise<JsonEntity>, now = Date.now()): Promise<JsonEntity> {
  return kept.answer(key, state, make, now);
}

/** Forgets every kept answer (tests). */
export function clearKeptAnswers(): void {
  kept.clear();
}
