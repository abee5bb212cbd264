/**
 * The weekly NYCT report's PDF against the benchmark data set (5 years of history): the
 * figures' read (GET /api/dashboard/nyct-weekly), the PDF route cold (first call of the
 * instance: module load and Chromium launch included), warm (the browser running, other weeks,
 * so each prints) and served from the bucket (same week and data again), and the file's size.
 */
import { addDays, mondayOf } from '@grindline/domain';
import { send, signIn } from './bart-client';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

/** Prints the PDF figures; `today` picks the weeks (the last complete ones). */
export async function timeNyctPdf(baseUrl: string, today = new Date().toISOString().slice(0, 10)): Promise<string> {
  const cookie = await signIn(baseUrl, 'nyctadmin');
  const weeks = [0, 1, 2, 3, 4, 5].map((i) => addDays(mondayOf(today), -7 * i));
  const pdf = async (week: string) => {
    const answer = await send(baseUrl, 'POST', '/api/dashboard/nyct-weekly/pdf', { cookie, body: { week }, timeoutMs: 120_000 });
    if (answer.status !== 200) throw new Error(`PDF of ${week} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { ms: answer.ms, link: answer.body as { url: string; cached: boolean } };
  };
  const read = await send(baseUrl, 'GET', `/api/dashboard/nyct-weekly?week=${weeks[0]}`, { cookie, timeoutMs: 60_000 });
  if (read.status !== 200) throw new Error(`nyct-weekly answered ${read.status}`);
  const cold = await pdf(weeks[0]);
  const warm: number[] = [];
  for (const week of weeks.slice(1)) {
    const { ms, link } = await pdf(week);
    if (link.cached) throw new Error(`the PDF of ${week} was not printed`);
    warm.push(ms);
  }
  const cached = await pdf(weeks[0]);
  if (!cached.link.cached) throw new Error('the second request of the same week printed again');
  const file = await fetch(cached.link.url);
  const bytes = (await file.arrayBuffer()).byteLength;
  return [
    `Weekly NYCT report PDF (5 pages, 15 charts), week of ${weeks[0]}, 5-year data set:`,
    `  figures read (GET /api/dashboard/nyct-weekly): ${fmt(read.ms)}`,
    `  PDF cold (first call: module load, Chromium launch, read, print, store): ${fmt(cold.ms)}`,
    `  PDF warm (median of ${warm.length} other weeks, each printed): ${fmt(median(warm))} (min ${fmt(Math.min(...warm))}, max ${fmt(Math.max(...warm))})`,
    `  PDF stored (same week and data again): ${fmt(cached.ms)}`,
    `  file size: ${(bytes / 1024).toFixed(1)} KB`,
  ].join('\n');
}
