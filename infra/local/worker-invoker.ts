/**
 * What the local stand-ins for Lambda event sources (stream-worker.ts, s3-events.ts) share: loading
 * each worker's built bundle (functions/dist/<id>/index.mjs, the file the CDK app deploys) once,
 * and a poll loop that runs one tick at a time and stops after the tick in progress.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkerDef } from '../../functions/src/workers';
import { repoRoot } from './emulators/process';
import { importBundle } from './bundle-import';

/**
 * Returns `handlerOf(worker)`: the `handler` export of the worker's bundle, imported on first use;
 * rejects with the command to run when the bundle was not built.
 */
export function workerBundles<H>(functionsDist?: string): (w: WorkerDef) => Promise<H> {
  const dist = functionsDist ?? join(repoRoot(), 'functions/dist');
  const handlers = new Map<string, Promise<H>>();
  return (w) => {
    let h = handlers.get(w.id);
    if (!h) {
      const file = join(dist, w.id, 'index.mjs');
      if (!existsSync(file)) return Promise.reject(new Error(`Bundle ${file} is missing: run \`npm run build\``));
      h = importBundle<{ handler: H }>(file).then((m) => m.handler);
      handlers.set(w.id, h);
    }
    return h;
  };
}

/**
 * How often the event sources look for work when nobody nudges them. Every request that may have
 * written nudges them at once (start-stack.ts), so this only bounds the wait for what no request
 * of ours wrote (a schedule's mail, a file PUT straight to the bucket with no request after it). At
 * 500 ms an idle stack spent about 1 s of CPU every 30 s on these polls; at 2 s, a quarter of that.
 */
export const IDLE_POLL_MS = 2000;

/** A poll loop: `stop` waits for the tick in progress, then no other tick starts. */
export interface Poller {
  stop(): Promise<void>;
  /**
   * Runs the next tick now instead of at its time; during a tick, runs another right after it.
   * The gateway nudges after each request that may have written, so background work starts at
   * once without a quick idle poll (docs/local-stack.md 'The mail worker').
   */
  nudge(): void;
}

/**
 * Runs `tick` now, again `intervalMs` after each one ends, and at once when nudged (ticks never
 * overlap).
 */
export function startPolling(tick: () => Promise<void>, intervalMs: number): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let again = false;
  let running: Promise<void> = Promise.resolve();
  const loop = async () => {
    timer = undefined;
    do {
      again = false;
      await tick();
    } while (again && !stopped);
    if (!stopped) timer = setTimeout(() => (running = loop()), intervalMs);
  };
  running = loop();
  return {
    nudge() {
      if (stopped) return;
      if (!timer) {
        again = true;
        return;
      }
      clearTimeout(timer);
      running = loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
