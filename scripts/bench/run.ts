/**
 * The benchmark: one local stack in memory, then
 * 1. the gzipped JS a browser really downloads: the shell's first load (the login screen) and,
 *    per remote, what it adds when its area is first shown (remoteEntry + its chunks), then
 *    Lighthouse's scores of the login screen and the signed-in dashboard (--sizes, --pages stop there);
 * 2. the time to submit a BART report covering 2 miles (200 chain units of 0.01 MP) as one
 *    request, against the same 200 chain units sent the old way: 200 sequential requests of one
 *    chain unit each through the same gateway, authorizer and handler;
 * 3. load: 50 supervisors, each signed in, filing distinct BART reports for 60 s: latency
 *    percentiles, throughput, and reports lost or duplicated as read back from DynamoDB;
 * 4. the 5-year data set's load time, the NYCT grind layer on it (payload, server time,
 *    navigation to the drawn map, against the old per-chain-point form), one map image cold and
 *    warm, the weekly NYCT report's PDF and the Report Generator's monthly PDF (issue 26): cold,
 *    warm, stored, and their size; the frame times while the NYCT map is panned (issue 27).
 * `-- standard` runs only the standard report's submission figure.
 * `-- forms` runs only the SkyTrain and generic forms' one-request figures (issue 10).
 * 2b. the NYCT report of 20 grind limits with defects against the legacy pattern, and an edit's time
 *    (issue 11; `--nyct-edit` runs only these).
 * 5. the dashboards (issue 13): each dashboard route's p50/p95 on aggregates against a naive scan
 *    of the raw reports for the same answer, and the JS the chart tabs add.
 * `-- maps` runs only the data set and the map figures; `--pdf-only` only the data set and the two PDFs
 * (with the weekly's steps; `--pdf-only dashboards` adds the dashboards on the same data set);
 * `-- dashboards` only the data set and the dashboard figures.
 * 6. the CAT processing of a 1 km run at 1 mm against a numpy reference (`-- cat` runs only that;
 *    a whole run times it in a child process, as the worker runs in a function of its own).
 * 7. every Lambda bundle's size and init time on the Lambda's Node major (`-- bundles` runs only that).
 * 8. photos (issue 28): the upload of 10 photos (sign + PUT to the local S3), the thumbnail time per
 *    photo, and a filing carrying them (`-- photos` runs only that).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startLocalStack, type LocalStack } from '../../infra/local/start-stack';
import { timeCatProcessing } from './cat-processing';
import { lambdaBundleFigures } from './lambda-bundles';
import { lighthouseReport } from './lighthouse';
import { formatLoad, runLoad } from './load';
import { dashboardFigures } from './dashboards';
import { timeMapImage } from './map-image';
import { mapFrameFigures } from './map-frames';
import { mapFigures } from './maps';
import { basemapFigures } from './basemap';
import { timeMonthlyPdf } from './monthly-pdf';
import { timeNyctPdf } from './nyct-pdf';
import { nyctPdfSteps } from './nyct-pdf-steps';
import { measurePageSizes } from './page-sizes';
import { timeStandardSubmissions } from './standard-submissions';
import { timeSubmissions } from './submissions';
import { timeSkytrainSubmissions } from './skytrain-submissions';
import { timeGenericSubmissions } from './generic-submissions';
import { timeNyctSubmissionAndEdit } from './nyct-edit';
import { photoFigures } from './photos';
import { formatPhases } from '../../functions/src/seed/phases';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Loads the 5-year data set, then waits for the local stream worker to have read every record the
 * load wrote (about 124k), so no figure after it is timed while that backlog is being drained.
 */
async function loadDataSet(stack: LocalStack): Promise<void> {
  const { seedBench } = await import('../../functions/src/seed/demo');
  const started = performance.now();
  const summary = await seedBench({ env: stack.env });
  const loaded = performance.now();
  await stack.streamCaughtUp();
  console.log(`Benchmark data set (5 years, through the service layer): loaded in ${((loaded - started) / 1000).toFixed(1)} s; the local stream worker read the last of its records ${((performance.now() - loaded) / 1000).toFixed(1)} s later`);
  console.log(`  phases: ${formatPhases(summary.phases)} (load average ${loadAverage()})`);
  console.log(`  ${summary.reportsCreated} reports (${Object.entries(summary.byVariant).map(([v, n]) => `${v} ${n}`).join(', ')}), ${summary.tracks} tracks, ${summary.points} chain points, ${summary.items} items`);
}

/**
 * The CAT figure of a whole run, timed in a process of its own as `-- cat` times it: the
 * `cat-process` worker is a Lambda function of its own, and after the data set and the stack's
 * answers the bench process's heap made the same code 2.3x slower (GC), which is not what a run
 * of the worker costs.
 */
function catInOwnProcess(): string {
  const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1], 'cat'], { encoding: 'utf8', env: process.env, maxBuffer: 16 * 1024 * 1024 });
  return run.status === 0 ? run.stdout.trimEnd() : `CAT processing: the child process failed (exit ${run.status}): ${run.stderr.trim().split('\n').pop()}`;
}

const loadAverage = (): string => loadavg().map((x) => x.toFixed(2)).join(' / ');

/** `--repeat N` (dashboards, --pdf-only): the timed part N times after one load of the data set. */
const repeats = (): number => {
  const at = process.argv.indexOf('--repeat');
  return at >= 0 ? Math.max(1, Number(process.argv[at + 1]) || 1) : 1;
};

/** The day `days` before today (a repeat's PDFs take other weeks and end dates, so each prints). */
const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function printMapFigures(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    console.log(await mapFigures(url, browser));
    console.log(await mapFrameFigures(url, browser));
    console.log(await basemapFigures(url, browser));
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const only = (flag: string) => process.argv.includes(flag);
  // CAT processing needs no stack: `-- cat` prints only that figure.
  if (only('cat')) {
    console.log(timeCatProcessing());
    return;
  }
  // Neither do the Lambda bundles: `-- bundles` prints only their sizes and init times.
  if (only('bundles')) {
    console.log(lambdaBundleFigures());
    return;
  }
  // The JVM's full compiler: the data set's ~124k writes pay for C2 (infra/local/emulators/dynamodb.ts).
  const stack = await startLocalStack({ seed: 'users', dynamoJit: 'full' });
  try {
    const printDashboards = async () => {
      for (let run = 0; run < repeats(); run += 1) {
        console.log(`load average before the dashboards, run ${run + 1} (1/5/15 min): ${loadAverage()}`);
        console.log(await dashboardFigures(stack.url));
      }
      console.log(`load average after the dashboards (1/5/15 min): ${loadAverage()}`);
    };
    if (only('--pdf-only')) {
      await loadDataSet(stack);
      // The machine is shared: the load around the timed part goes next to its figures.
      for (let run = 0; run < repeats(); run += 1) {
        if (run > 0) console.log(`-- repeat ${run + 1} (the same process: the routes' bundles loaded and their Chromium running; other weeks and end dates)`);
        console.log(`load average before the PDFs (1/5/15 min): ${loadAverage()}`);
        console.log(await timeNyctPdf(stack.url, daysAgo(77 * run)));
        console.log(await timeMonthlyPdf(stack.url, daysAgo(10 * run)));
        console.log(`load average after the PDFs (1/5/15 min): ${loadAverage()}`);
      }
      console.log(await nyctPdfSteps());
      console.log(`load average after the steps (1/5/15 min): ${loadAverage()}`);
      // `--pdf-only dashboards`: the dashboards' figures too, on the same load of the data set.
      if (only('dashboards')) await printDashboards();
      return;
    }
    if (only('standard')) {
      console.log(await timeStandardSubmissions(stack.url));
      return;
    }
    if (only('forms')) {
      console.log(await timeSkytrainSubmissions(stack.url));
      console.log(await timeGenericSubmissions(stack.url));
      return;
    }
    if (only('photos')) {
      console.log(await photoFigures(stack.url, stack.env));
      return;
    }
    if (only('--nyct-edit')) {
      console.log(await timeNyctSubmissionAndEdit(stack.url));
      return;
    }
    if (only('dashboards')) {
      await loadDataSet(stack);
      await printDashboards();
      return;
    }
    if (only('maps')) {
      await loadDataSet(stack);
      await printMapFigures(stack.url);
      return;
    }
    console.log(await measurePageSizes(stack.url));
    if (only('--sizes')) return;
    console.log(await lighthouseReport(stack.url));
    if (only('--pages')) return;
    console.log(await timeSubmissions(stack.url));
    console.log(await timeStandardSubmissions(stack.url));
    console.log(await timeSkytrainSubmissions(stack.url));
    console.log(await timeGenericSubmissions(stack.url));
    console.log(await timeNyctSubmissionAndEdit(stack.url));
    console.log(formatLoad(await runLoad({ url: stack.url, env: stack.env, concurrency: 50, durationMs: 60_000 })));
    // Each report the load part filed queued its mails, which the stream's mail worker sends (a map
    // image drawn for each): they are sent before the data set is timed, not beside it.
    const loaded = performance.now();
    await stack.streamCaughtUp();
    console.log(`  the load's mails handed to the mail worker ${((performance.now() - loaded) / 1000).toFixed(1)} s after its end`);
    await loadDataSet(stack);
    await printMapFigures(stack.url);
    console.log(await timeMapImage(stack.url));
    console.log(await timeNyctPdf(stack.url));
    console.log(await timeMonthlyPdf(stack.url));
    console.log(await dashboardFigures(stack.url));
    console.log(await photoFigures(stack.url, stack.env));
  } finally {
    await stack.stop();
  }
  // Neither needs the stack: timed once it has stopped, so no thumbnail, mail or stream read of
  // the parts above runs beside them (CAT read 1.23x numpy beside them, 0.88-0.90x alone).
  console.log(catInOwnProcess());
  console.log(lambdaBundleFigures());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
