/**
 * `node --import tsx scripts/bench/map-trace.ts <url> [runs] [--pan]`: where the NYCT map's
 * first draw goes, from a Chrome trace (CDP Tracing through playwright-core) of a client-side
 * navigation to /maps/NYCT signed in as nyctadmin, new context each run. Prints the app's marks
 * and, per thread (the page's main thread, MapLibre's workers, the compositor/GPU), the busy time
 * between 'gl-map:create' and 'gl-map:drawn' and its longest tasks by kind. `--pan` traces a drag
 * of the drawn map instead (issue 27's frame time).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { signInSettled, timingContext } from './bart-client';

type Ev = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, any> };

const CATS = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'v8.execute', 'toplevel', 'gpu', 'cc', 'viz', 'disabled-by-default-devtools.timeline.frame', 'loading', 'netlog', 'disabled-by-default-v8.cpu_profiler'];

const nameCache = new WeakMap<Ev[], Map<string, string>>();
function threadName(events: Ev[], e: Ev): string {
  let names = nameCache.get(events);
  if (!names) {
    names = new Map();
    for (const x of events) if (x.ph === 'M' && x.name === 'thread_name') names.set(`${x.pid}:${x.tid}`, x.args?.name);
    nameCache.set(events, names);
  }
  return names.get(`${e.pid}:${e.tid}`) ?? '';
}

async function trace(page: Page, action: () => Promise<void>): Promise<Ev[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: Ev[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as Ev[])));
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATS, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
  await action();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

function label(e: Ev): string {
  const d = e.args?.data ?? {};
  if (e.name === 'FunctionCall') return `FunctionCall ${d.functionName || '(anon)'} ${String(d.url ?? '').split('/').pop()}:${d.lineNumber ?? ''}`;
  if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule') return `${e.name} ${String(d.url ?? e.args?.fileName ?? '').split('/').pop()}`;
  if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch') return `${e.name} ${d.type ?? ''}`;
  return e.name;
}

/** Busy time per thread in [from, to] (µs, trace clock): top-level tasks, their longest children. */
function summarise(events: Ev[], from: number, to: number): string[] {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name);
  const byThread = new Map<string, Ev[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    if (e.ts + e.dur < from || e.ts > to) continue;
    const k = `${e.pid}:${e.tid}`;
    (byThread.get(k) ?? byThread.set(k, []).get(k)!).push(e);
  }
  const out: string[] = [];
  for (const [k, evs] of byThread) {
    const tasks = evs.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunMicrotasks');
    const busy = tasks.reduce((s, e) => s + Math.min(e.ts + e.dur!, to) - Math.max(e.ts, from), 0);
    if (busy < 5000) continue;
    out.push(`  thread ${names.get(k) ?? k}: busy ${(busy / 1000).toFixed(0)} ms in ${tasks.length} tasks`);
    // Named work (not the task wrappers), summed by label, largest first.
    const sums = new Map<string, number>();
    for (const e of evs) {
      if (['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks', 'ThreadPool_RunTask'].includes(e.name)) continue;
      const l = label(e);
      sums.set(l, (sums.get(l) ?? 0) + e.dur!);
    }
    for (const [l, s] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 12)) if (s > 3000) out.push(`    ${(s / 1000).toFixed(0).padStart(5)} ms  ${l}`);
  }
  return out;
}

/** Main-thread tasks over 8 ms in [from, to], in order, with their start relative to `zero` (ms). */
function longTasks(events: Ev[], from: number, to: number, zero: number, tidFilter: (k: string) => boolean): string[] {
  const top = events.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur! > 8000 && e.ts >= from && e.ts <= to && tidFilter(`${e.pid}:${e.tid}`));
  return top.sort((a, b) => a.ts - b.ts).map((t) => {
    const kids = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur! && e !== t && (e.dur ?? 0) > 2000);
    const top3 = kids.sort((a, b) => b.dur! - a.dur!).slice(0, 4).map((e) => `${label(e)} ${(e.dur! / 1000).toFixed(0)}`).join('; ');
    return `    +${((t.ts - zero) / 1000).toFixed(0)} ms  ${(t.dur! / 1000).toFixed(0)} ms: ${top3}`;
  });
}

async function main(): Promise<void> {
  const url = process.argv[2];
  const runs = Number(process.argv[3] ?? 2);
  const pan = process.argv.includes('--pan');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [
    '--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
    // The bench's flags (software compositing: each WebGL frame read back); GPU_COMPOSITING=1 composites through SwiftShader too, as a browser with a GPU composites.
    ...(process.env.GPU_COMPOSITING ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : ['--disable-gpu']),
  ] });
  try {
    for (let i = 0; i < runs; i++) {
      const [width, height] = (process.env.VIEWPORT ?? '1280x800').split('x').map(Number);
      const context = await timingContext(browser, { width, height });
      if (process.env.GL_EXP) await context.addInitScript(`localStorage.setItem('gl-exp', ${JSON.stringify(process.env.GL_EXP)})`);
      const page = await context.newPage();
      await signInSettled(page, url, 'nyctadmin');
      if (pan) {
        await page.goto(`${url}/maps/NYCT`);
        await page.locator('.gl-map-canvas[data-drawn="true"]').waitFor({ timeout: 60_000 });
        await page.getByRole('status').filter({ hasText: 'LOADING ...' }).waitFor({ state: 'detached', timeout: 60_000 });
        await page.waitForTimeout(1500);
      }
      let marks: Record<string, number> = {};
      const events = await trace(page, async () => {
        if (pan) {
          const box = (await page.locator('.gl-map-canvas').boundingBox())!;
          const cx = box.x + box.width / 2;
          const cy = box.y + box.height / 2;
          await page.evaluate(() => performance.mark('pan:start'));
          await page.mouse.move(cx, cy);
          await page.mouse.down();
          await page.mouse.move(cx + 300, cy + 120, { steps: 40 });
          await page.mouse.up();
          await page.evaluate(() => performance.mark('pan:end'));
          return;
        }
        await page.evaluate(() => {
          performance.mark('nav:start');
          window.history.pushState(null, '', '/maps/NYCT');
        });
        await page.locator('.gl-map-canvas[data-drawn="true"]').waitFor({ timeout: 60_000 });
        await page.waitForTimeout(300);
        marks = (await page.evaluate(`(() => {
          const t0 = performance.getEntriesByName('nav:start').pop().startTime;
          const out = {};
          for (const e of performance.getEntriesByType('mark')) if (e.startTime >= t0) out[e.name] = Math.round(e.startTime - t0);
          for (const e of performance.getEntriesByType('resource')) if (e.startTime >= t0) out['res ' + e.name.split('/').pop().slice(0, 40)] = Math.round(e.responseEnd - t0);
          return out;
        })()`)) as Record<string, number>;
      });
      if (pan) {
        const on = (name: string, thread: RegExp) => events.filter((e) => e.ph === 'X' && e.name === name && thread.test(threadName(events, e))).map((e) => e.dur! / 1000).sort((a, b) => a - b);
        const med = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? 0;
        const reads = on('GLES2::ReadPixels', /CrRendererMain/);
        const js = on('FireAnimationFrame', /CrRendererMain/);
        console.log(`  pan: ${js.length} animation frames, MapLibre's frame (FireAnimationFrame) median ${med(js).toFixed(1)} ms; read-back of the WebGL canvas (GLES2::ReadPixels, SwiftShader's raster awaited) ${reads.length}, median ${med(reads).toFixed(1)} ms, sum ${reads.reduce((a, b) => a + b, 0).toFixed(0)} ms`);
      }
      const um = (n: string) => events.filter((e) => e.name === n && e.cat.includes('user_timing')).map((e) => e.ts).pop();
      const zero = um(pan ? 'pan:start' : 'nav:start') ?? events[0].ts;
      const from = pan ? zero : um('gl-map:create') ?? zero;
      const to = um(pan ? 'pan:end' : 'gl-map:drawn') ?? events[events.length - 1].ts;
      console.log(`run ${i + 1}: ${JSON.stringify(marks)}`);
      console.log(`  window ${(from - zero) / 1000 | 0}..${(to - zero) / 1000 | 0} ms`);
      if (!process.env.BRIEF) console.log(summarise(events, from, to).join('\n'));
      const inWindow = (e: Ev) => e.ph === 'X' && e.ts >= from && e.ts <= to;
      const reads = events.filter((e) => inWindow(e) && e.name === 'GLES2::ReadPixels');
      const gpu = events.filter((e) => inWindow(e) && e.name === 'WebGL');
      const sum = (xs: Ev[]) => (xs.reduce((t, e) => t + e.dur!, 0) / 1000).toFixed(0);
      console.log(`  frames read back (GLES2::ReadPixels on the main thread): ${reads.length}, ${sum(reads)} ms; GPU process WebGL work ${sum(gpu)} ms in ${gpu.length} flushes`);
      // CPU time (the trace's thread time) of the top-level tasks of each thread that matters:
      // wall times on a shared 2-core machine swing with the load, CPU time much less.
      const threadNames = new Map<string, string>();
      for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name);
      const cpu = new Map<string, number>();
      const lastEnd = new Map<string, number>();
      for (const e of events.filter((x) => inWindow(x) && (x.name === 'ThreadControllerImpl::RunTask' || x.name === 'RunTask')).sort((a, b) => a.ts - b.ts)) {
        const k = `${e.pid}:${e.tid}`;
        if (e.ts < (lastEnd.get(k) ?? 0)) continue;
        lastEnd.set(k, e.ts + e.dur!);
        const name = threadNames.get(k) ?? k;
        if (!/CrRendererMain|DedicatedWorker|CrGpuMain/.test(name)) continue;
        cpu.set(name, (cpu.get(name) ?? 0) + ((e as Ev & { tdur?: number }).tdur ?? e.dur!));
      }
      console.log(`  CPU time create..drawn: ${[...cpu].map(([n, t]) => `${n} ${(t / 1000).toFixed(0)} ms`).join(', ')}; total ${([...cpu.values()].reduce((a, b) => a + b, 0) / 1000).toFixed(0)} ms`);
      if (process.env.BRIEF) { await context.close(); continue; }
      const mainPid = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
      const names = new Map<string, string>();
      for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name);
      console.log('  long tasks, main and workers:');
      console.log(longTasks(events, zero, to, zero, (k) => /CrRendererMain|Worker/.test(names.get(k) ?? '') && (!mainPid || k.startsWith(`${mainPid}:`) || true)).join('\n'));
      if (process.env.TRACE_OUT) writeFileSync(`${process.env.TRACE_OUT}-${i}.json`, JSON.stringify({ traceEvents: events }));
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
