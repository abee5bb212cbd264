/** What a report variant's history generator offers the seed runs (registry.ts lists them). */
import type { Caller } from '../lib/create-handler';
import type { HistoryOptions } from './bart-history';

export type { HistoryOptions };

export interface VariantSeeder {
  variant: string;
  /** Sites the variant's history is filed for. */
  sites: readonly string[];
  /** The grinders the history uses by default (the fleet share of this variant). */
  grinders: readonly string[];
  /** Requests of the variant's submit route, deterministic for a seed and date range. */
  generate(options: HistoryOptions): unknown[];
  /** Files one request through the variant's service; false when it was already stored. */
  submit(caller: Caller, request: unknown): Promise<boolean>;
}
