/**
 * Dashboard figures on the 5-year data set (issue 13): p50/p95 of each dashboard route through
 * the gateway (it reads aggregates), next to a naive scan of the raw reports for the same answer
 * (every report of the range read from DynamoDB, folded into the same rows, assembled by the same
 * pure functions; run in this process, so without the gateway's overhead). It also checks the two
 * answers are equal, and measures the gzipped JS the dashboard tabs add when first opened. Nothing
 * is asserted.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { signIn } from './bart-client';
import { CHROMIUM_ARGS, idlePrefetch } from './page-sizes';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const RUNS = 21;

interface Case {
  name: string;
  user: string;
  path: string;
  /** The same answer from the raw reports. */
  naive: () => Promise<unknown>;
  key: string;
}

async function time(run: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number; last: unknown }> {
  const times: number[] = [];
  let last: unknown;
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    last = await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), last };
}

/** Prints the dashboard figures; the stack holds the bench data set. */
export async function dashboardFigures(url: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const from = '2000-01-01';
  const { querySiteReports } = await import('../../functions/src/services/report-store');
  const { rebuildTotals } = await import('../../functions/src/services/aggregates/totals');
  const { siteOverview } = await import('../../functions/src/services/dashboards/overview');
  const { siteFigures } = await import('../../functions/src/services/dashboards/site-figures');
  const { performanceFigures } = await import('../../functions/src/services/dashboards/performance');
  const { monthlyFigures, monthlySpans } = await import('../../functions/src/services/dashboards/monthly');
  const { getSitePlan } = await import('../../functions/src/services/dashboards/site-plans');
  const { CUSTOMERS } = await import('@grindline/domain');
  const { bumpSiteRevisions } = await import('../../functions/src/services/site-revision');

  /** Day rows of the reports of `site` in a range, as the aggregates would give them. */
  const scan = async (site: string, a: string, b: string, kind: 'shift' | 'track') => {
    const reports = await querySiteReports({ site, from: a, to: b });
    return [...rebuildTotals(reports).values()]
      .filter((item) => item.kind === kind && String((item.sk as string).split('#')[1]) === 'D')
      .map((item) => ({ shifts: 0, sparkMin: 0, passFeet: 0, feetComp: 0, feetIncomp: 0, availableMin: 0, availableShifts: 0, passSum: 0, rangeCount: 0, sparkShifts: 0, sparkFeetComp: 0, sparkPassFeet: 0, compFeet: 0, incompFeet: 0, ...item })) as never[];
  };

  const siteQuery = { site: 'NYCT' as const, startDate: from, endDate: today };
  const monthlyQuery = { site: 'NYCT' as const, projectStart: '2018-02-01', reportEnd: today, interval: 31, phase: 1 };
  const cases: Case[] = [
    {
      name: 'overview, all sites',
      user: 'admin',
      key: 'overview',
      path: `/api/dashboard/overview?site=ALL&startDate=${from}&endDate=${today}`,
      naive: async () => ({
        startDate: from,
        endDate: today,
        sites: (await Promise.all(CUSTOMERS.map(async (s) => siteOverview(s, await scan(s, from, today, 'shift'))))).filter((s) => s.totals.shifts > 0),
      }),
    },
    {
      name: 'monthly, NYCT phase 1',
      user: 'nyctadmin',
      key: 'monthly',
      path: `/api/dashboard/monthly?site=NYCT&projectStart=2018-02-01&reportEnd=${today}&interval=31&phase=1`,
      naive: async () => {
        const { mtd, ptd } = monthlySpans(monthlyQuery.projectStart, today, 31);
        const plan = await getSitePlan('NYCT');
        const phase = plan?.phases.find((p) => p.phase === 1);
        const cut = (s: { startDate: string; endDate: string }) => ({ a: s.startDate > (phase?.startDate ?? '') ? s.startDate : phase!.startDate, b: s.endDate < (phase?.endDate ?? '9') ? s.endDate : phase!.endDate });
        const m = cut(mtd);
        const p = cut(ptd);
        return monthlyFigures(monthlyQuery, plan, {
          mtdTracks: m.a <= m.b ? await scan('NYCT', m.a, m.b, 'track') : [],
          ptdTracks: p.a <= p.b ? await scan('NYCT', p.a, p.b, 'track') : [],
          mtdShifts: await scan('NYCT', mtd.startDate, mtd.endDate, 'shift'),
          ptdShifts: await scan('NYCT', ptd.startDate, ptd.endDate, 'shift'),
        });
      },
    },
    {
      name: 'site dashboard, NYCT',
      user: 'nyctadmin',
      key: 'site',
      path: `/api/dashboard/site?site=NYCT&startDate=${from}&endDate=${today}`,
      naive: async () => {
        const { mtd, ptd } = monthlySpans(from, today, 31);
        const plan = await getSitePlan('NYCT');
        return siteFigures(siteQuery, plan?.goalFeet ?? null, await scan('NYCT', mtd.startDate, mtd.endDate, 'track'), await scan('NYCT', ptd.startDate, ptd.endDate, 'track'), await scan('NYCT', from, today, 'shift'));
      },
    },
    {
      name: 'performance, NYCT',
      user: 'nyctadmin',
      key: 'performance',
      path: `/api/dashboard/performance?site=NYCT&startDate=${from}&endDate=${today}`,
      naive: async () => {
        const plan = await getSitePlan('NYCT');
        const ids = new Map<string, number>();
        for (const ph of plan?.phases ?? []) for (const t of ph.tracks) ids.set(t.trackId, t.lengthFeet);
        const trackFeet = ids.size > 0 ? [...ids.values()].reduce((x, y) => x + y, 0) : null;
        return performanceFigures({ ...siteQuery, grinder: undefined }, trackFeet, await scan('NYCT', from, today, 'track'), await scan('NYCT', from, today, 'shift'));
      },
    },
  ];

  // Numbers to 3 decimals and object keys sorted: rows read in another order fill the per-grinder
  // and per-stone maps in another key order, which is the same answer.
  const round = (v: unknown): unknown =>
    JSON.parse(
      JSON.stringify(v, (_k, x) =>
        typeof x === 'number'
          ? Math.round(x * 1000) / 1000
          : x && typeof x === 'object' && !Array.isArray(x)
            ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
            : x,
      ),
    );
  console.log(
    `Dashboards on the 5-year data set (${from} to ${today}; ${RUNS} requests each, NYCT unchanged: answers kept per site revision after the first; issue 30's goal p95 < 60 ms and >= 50x faster than the scan):`,
  );
  for (const c of cases) {
    const cookie = await signIn(url, c.user);
    const ask = async () => {
      const answer = await fetch(`${url}${c.path}`, { headers: { cookie } });
      if (!answer.ok) throw new Error(`${c.path} answered ${answer.status}`);
      return ((await answer.json()) as Record<string, unknown>)[c.key];
    };
    const ours = await time(ask, RUNS);
    // Each right after a report change: NYCT's revision bumped, as a filing does, so the answer is made again from aggregates.
    const changed: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      await bumpSiteRevisions(['NYCT']);
      const t = performance.now();
      await ask();
      changed.push(performance.now() - t);
    }
    changed.sort((a, b) => a - b);
    const naive = await time(c.naive, 5);
    const same = JSON.stringify(round(ours.last)) === JSON.stringify(round(naive.last));
    console.log(
      `  ${c.name}: aggregates p50 ${ours.p50.toFixed(0)} ms, p95 ${ours.p95.toFixed(0)} ms; naive scan of the reports p50 ${naive.p50.toFixed(0)} ms, p95 ${naive.p95.toFixed(0)} ms; ratio (p95) ${(naive.p95 / ours.p95).toFixed(1)}x; same answer: ${same ? 'yes' : 'NO'}`,
    );
    console.log(`    right after a report change (10 requests, each after a NYCT revision bump, the request alone timed): p50 ${pct(changed, 50).toFixed(0)} ms, p95 ${pct(changed, 95).toFixed(0)} ms`);
  }
  return dashboardJs(url);
}

/** Gzipped JS fetched when the Across Site tab opens (Highcharts' first use), then the Performance Metrics tab. */
export async function dashboardJs(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const downloads: Array<{ path: string; gz: number }> = [];
    page.on('response', (r: Response) => {
      const path = new URL(r.url()).pathname;
      if (!path.endsWith('.js') || !r.ok()) return;
      void r.body().then((b) => downloads.push({ path, gz: gzipSync(b, { level: 9 }).length })).catch(() => undefined);
    });
    await page.goto(url);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill('Grindline-demo-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('tab', { name: 'Daily Stats' }).waitFor();
    // The dashboards fetch Highcharts at idle once shown (decisions §54): those bytes are counted
    // apart, as what the chart prefetch fetched (JS whose request started after its mark).
    const prefetched = await idlePrefetch(page, downloads);
    downloads.splice(0);
    await page.getByRole('tab', { name: 'Across Site' }).click();
    // The data set is the last 5 years; the tab's default range (2019) may hold none of it. 'To'
    // first: a 'Data From' after the default 'To' (2020-01-01) is refused and asks nothing.
    await page.getByLabel('To', { exact: true }).fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Data From').fill(new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10));
    await page.locator('.highcharts-container').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const across = downloads.splice(0);
    await page.getByRole('tab', { name: 'Performance Metrics' }).click();
    await page.getByLabel('Site', { exact: true }).selectOption('NYCT');
    await page.locator('.highcharts-container').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const perf = downloads.splice(0);
    const kb = (d: Array<{ gz: number }>) => `${(d.reduce((s, x) => s + x.gz, 0) / 1024).toFixed(1)} KB gz in ${d.length} files`;
    return [
      `  JS fetched at idle after Daily Stats (the chart prefetch): ${prefetched.length ? `${kb(prefetched)} (${prefetched.map((d) => d.path.split('/').pop()).join(', ')})` : 'none (no prefetch mark)'}`,
      `  JS the dashboards add: opening Across Site (what the tab waits for, after the prefetch): ${kb(across)} (${across.map((d) => d.path.split('/').pop()).join(', ')})`,
      `  Across Site's JS with the prefetch counted (a first visit that opens the tab): ${kb([...prefetched, ...across])}`,
      `  then opening Performance Metrics (Highcharts already loaded, shared): ${kb(perf)}`,
    ].join('\n');
  } finally {
    await browser.close();
  }
}
