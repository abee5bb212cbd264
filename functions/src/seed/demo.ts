/**
 * Demo and bench data sets (docs/data.md). `seedDemo`: every customer's tracks and ~4 months of
 * history ending today, in seconds, skipped on a second start. `seedBench`: the same tracks and
 * 5 years of history of every variant that has a service.
 */
import { addDays } from '@grindline/domain';
import type { SeedSummary } from './run-seed';

/** Seed of the demo history: fixed, so every developer sees the same data. */
export const DEMO_SEED = 20240501;
export const BENCH_SEED = 5;
/**
 * Version of what the seeds generate, part of their marker names: a data directory seeded by an
 * older version (BART history only) is topped up with the new variants on the next start. The
 * requests of the older version keep their submission ids, so they are not filed twice.
 */
export const SEED_VERSION = 2;

export interface SeedOptions {
  /** Variables to set before the services load (TABLE_NAME, AWS_ENDPOINT_URL_DYNAMODB, ...). */
  env?: Record<string, string>;
  /** Last day of history, YYYY-MM-DD; default today (UTC). */
  today?: string;
}

async function run(name: string, seed: number, days: number, { env, today }: SeedOptions): Promise<SeedSummary> {
  if (env) Object.assign(process.env, env);
  // Loaded after the environment is set: the services read it when their modules load.
  const { runSeed } = await import('./run-seed');
  const to = today ?? new Date().toISOString().slice(0, 10);
  return runSeed({ name: `${name}-v${SEED_VERSION}`, seed, from: addDays(to, -days), to });
}

/** Every customer's tracks and ~4 months (122 days) of history ending today; idempotent. */
export function seedDemo(options: SeedOptions = {}): Promise<SeedSummary> {
  return run('demo', DEMO_SEED, 122, options);
}

/** Every customer's tracks and 5 years of history of every available variant; idempotent. */
export function seedBench(options: SeedOptions = {}): Promise<SeedSummary> {
  return run('bench', BENCH_SEED, 5 * 365, options);
}
