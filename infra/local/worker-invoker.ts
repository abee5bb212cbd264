/**
 * What the local stand-ins for Lambda event sources (stream-worker.ts, s3-events.ts) share: loading
 * each worker's built bundle (functions/dist/<id>/index.mjs, the file the CDK app deploys) once,
 * and a poll loop that runs one tick at a time and stops after the tick in progress.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkerDef } from '../../functions/src/workers';
import { repoRoot } from './emulators/process';

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
      h = import(file).then((m: { handler: H }) => m.handler);
      handlers.set(w.id, h);
    }
    return h;
  };
}

/** A poll loop: `stop` waits for the tick in progress, then no other tick starts. */
export interface Poller {
  stop(): Promise<void>;
}

/** Runs `tick` now and again `intervalMs` after each one ends (ticks never overlap). */
export function startPolling(tick: () => Promise<void>, intervalMs: number): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = async () => {
    await tick();
    if (!stopped) timer = setTimeout(() => (running = loop()), intervalMs);
  };
  running = loop();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
