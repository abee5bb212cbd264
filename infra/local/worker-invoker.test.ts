import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorkerDef } from '../../functions/src/workers';
import { startPolling, workerBundles } from './worker-invoker';

const worker = (id: string) => ({ id }) as unknown as WorkerDef;

describe('startPolling', () => {
  it('runs ticks one after another and none after stop', async () => {
    let active = 0;
    let overlapped = false;
    let ticks = 0;
    let release!: () => void;
    const third = new Promise<void>((r) => (release = r));
    const poller = startPolling(async () => {
      active += 1;
      if (active > 1) overlapped = true;
      await new Promise((r) => setTimeout(r, 5));
      ticks += 1;
      active -= 1;
      if (ticks === 3) release();
    }, 1);
    await third;
    await poller.stop();
    const after = ticks;
    await new Promise((r) => setTimeout(r, 20));
    expect(overlapped).toBe(false);
    expect(ticks).toBe(after);
  });

  it('stop waits for the tick in progress', async () => {
    let finished = false;
    const poller = startPolling(async () => {
      await new Promise((r) => setTimeout(r, 30));
      finished = true;
    }, 1000);
    await poller.stop();
    expect(finished).toBe(true);
  });
});

describe('startPolling nudged', () => {
  const waitFor = async (ok: () => boolean) => {
    while (!ok()) await new Promise((r) => setTimeout(r, 1));
  };

  it('runs the next tick at once instead of after the interval', async () => {
    let ticks = 0;
    const poller = startPolling(async () => {
      ticks += 1;
    }, 60_000);
    await waitFor(() => ticks === 1);
    poller.nudge();
    await waitFor(() => ticks === 2);
    await poller.stop();
    expect(ticks).toBe(2);
  });

  it('runs one more tick right after the one in progress, never two at once', async () => {
    let ticks = 0;
    let active = 0;
    let overlapped = false;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const poller = startPolling(async () => {
      active += 1;
      if (active > 1) overlapped = true;
      if (ticks === 0) await gate;
      ticks += 1;
      active -= 1;
    }, 60_000);
    poller.nudge();
    poller.nudge();
    release();
    await waitFor(() => ticks === 2);
    await new Promise((r) => setTimeout(r, 20));
    await poller.stop();
    expect({ ticks, overlapped }).toEqual({ ticks: 2, overlapped: false });
  });

  it('does nothing once stopped', async () => {
    let ticks = 0;
    const poller = startPolling(async () => {
      ticks += 1;
    }, 60_000);
    await poller.stop();
    poller.nudge();
    await new Promise((r) => setTimeout(r, 20));
    expect(ticks).toBe(1);
  });
});

describe('workerBundles', () => {
  it('imports a built bundle once and names the build command when it is missing', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'gl-bundles-'));
    mkdirSync(join(dist, 'w1'));
    writeFileSync(join(dist, 'w1', 'index.mjs'), 'export const handler = async (e) => ({ got: e });\n');
    const handlerOf = workerBundles<(e: unknown) => Promise<unknown>>(dist);
    const h = await handlerOf(worker('w1'));
    await expect(h(7)).resolves.toEqual({ got: 7 });
    expect(await handlerOf(worker('w1'))).toBe(h);
    await expect(handlerOf(worker('w2'))).rejects.toThrow(/npm run build/);
  });
});
