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
 * 4. the 5-year data set's load time, one map image cold and warm, and the weekly NYCT report's
 *    PDF on that data set: cold, warm, stored, and its size (--pdf-only runs only the PDF).
 */
import { startLocalStack } from '../../infra/local/start-stack';
import { formatLoad, runLoad } from './load';
import { timeNyctPdf } from './nyct-pdf';
import { timeMapImage } from './map-image';
import { lighthouseReport } from './lighthouse';
import { measurePageSizes } from './page-sizes';
import { timeSubmissions } from './submissions';

async function main(): Promise<void> {
const stack = await startLocalStack({ seed: 'users' });
if (process.argv.includes('--pdf-only')) {
  try {
    const { seedBench } = await import('../../functions/src/seed/demo');
    await seedBench({ env: stack.env });
    console.log(await timeNyctPdf(stack.url));
  } finally {
    await stack.stop();
  }
  return;
}
try {
  console.log(await measurePageSizes(stack.url));
  if (process.argv.includes('--sizes')) return;
  console.log(await lighthouseReport(stack.url));
  if (process.argv.includes('--pages')) return;
  console.log(await timeSubmissions(stack.url));
  console.log(formatLoad(await runLoad({ url: stack.url, env: stack.env, concurrency: 50, durationMs: 60_000 })));
  const { seedBench } = await import('../../functions/src/seed/demo');
  const started = performance.now();
  const summary = await seedBench({ env: stack.env });
  console.log(`Benchmark data set (5 years, through the service layer): loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  ${summary.reportsCreated} reports (${Object.entries(summary.byVariant).map(([v, n]) => `${v} ${n}`).join(', ')}), ${summary.tracks} tracks, ${summary.points} chain points, ${summary.items} items`);
  console.log(await timeMapImage(stack.url));
  console.log(await timeNyctPdf(stack.url));
} finally {
  await stack.stop();
}
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
