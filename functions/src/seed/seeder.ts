/** What a report variant's history generator offers the seed runs (registry.ts lists them). */
import type { Caller } from '../lib/create-handler';
import { isIsoDate } from '@grindline/domain';
import { file, type Filing } from '../services/file-report';

export interface HistoryOptions {
  seed: number;
  /** First and last date, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** Grinder types to file for (default: the variant's share of the fleet). */
  grinders?: readonly string[];
}

/**
 * Refuses a range that is not two YYYY-MM-DD dates in order and, when `fleet` is given, grinders
 * outside `fleet.known` (named as 'Unknown <fleet.name> grinder types: ...').
 */
export function checkHistoryOptions(from: string, to: string, fleet?: { name: string; known: readonly string[]; grinders: readonly string[] }): void {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new Error(`from and to must be YYYY-MM-DD dates, got ${from} and ${to}`);
  if (from > to) throw new Error(`from (${from}) is after to (${to})`);
  if (!fleet) return;
  const unknown = fleet.grinders.filter((g) => !fleet.known.includes(g));
  if (unknown.length) throw new Error(`Unknown ${fleet.name} grinder types: ${unknown.join(', ')}`);
}

export interface VariantSeeder {
  variant: string;
  /** Sites the variant's history is filed for. */
  sites: readonly string[];
  /** The grinders the history uses by default (the fleet share of this variant). */
  grinders: readonly string[];
  /** Requests of the variant's submit route, deterministic for a seed and date range. */
  generate(options: HistoryOptions): unknown[];
  /** One request checked by the variant's route schema and service, as the filing its service makes. */
  filing(caller: Caller, request: unknown): Filing;
  /** Files one request through the variant's service; false when it was already stored. */
  submit(caller: Caller, request: unknown): Promise<boolean>;
}

/** A seeder whose `submit` files its `filing` in the table, as the variant's route does. */
export function variantSeeder(seeder: Omit<VariantSeeder, 'submit'>): VariantSeeder {
  return { ...seeder, submit: async (caller, request) => (await file(seeder.filing(caller, request))).created };
}
