/**
 * Answers kept in a warm Lambda's memory between calls, each under the state it was made from (a
 * site's report revision, its track versions, its plan). A call whose state has not moved gets the
 * kept answer; one whose state moved makes it again. Used by the map layers (maps/layer-cache.ts)
 * and the dashboards (services/dashboards/kept-figures.ts); docs/decisions.md §31 and §55.
 */

/** A bounded store of answers, least recently used dropped first, none served older than `maxAgeMs`. */
export class KeptAnswers<T> {
  private readonly kept = new Map<string, { state: string; at: number; answer: Promise<T> }>();

  constructor(
    private readonly maxAnswers: number,
    private readonly maxAgeMs: number,
  ) {}

  /**
   * The answer of `key` made at `state`: the kept one when it was made at this state less than
   * `maxAgeMs` ago, otherwise `make()`'s (kept, the oldest answer dropped beyond `maxAnswers`).
   * Concurrent calls at one state share one `make()`; a failed one is not kept.
   */
  answer(key: string, state: string, make: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.kept.get(key);
    if (hit && hit.state === state && now - hit.at < this.maxAgeMs) {
      // Most recently used last: the map iterates in insertion order, so the first is the oldest.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit.answer;
    }
    const answer = make();
    this.kept.delete(key);
    this.kept.set(key, { state, at: now, answer });
    answer.catch(() => {
      if (this.kept.get(key)?.answer === answer) this.kept.delete(key);
    });
    while (this.kept.size > this.maxAnswers) this.kept.delete(this.kept.keys().next().value as string);
    return answer;
  }

  /** Forgets every kept answer (tests). */
  clear(): void {
    this.kept.clear();
  }
}
