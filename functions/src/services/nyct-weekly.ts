/**
 * The weekly NYCT report of a week (spec 002; docs/api.md 'Weekly NYCT report'): the stored
 * subway reports of the site, read through the bySiteDate index, turned into the report's
 * figures by nyct-weekly-metrics.ts.
 */
import { NYCT_LINES, REPORT_LINE_DATA_START, type NyctDivision, type NyctWeeklyReport } from '@grindline/domain';
import { KeptAnswers } from '../lib/kept-answers';
import { customerCatalogue } from '../reference/catalogue';
import { NYCT_SITE } from './nyct-reports';
import { buildWeeklyReport, reportDates, WEEKLY_FIELDS, type ProgressLine, type WeeklySource } from './nyct-weekly-metrics';
import { querySiteReportFields } from './report-store';
import { readSiteRevision } from './site-revision';

/** The NYCT catalogue's lines as progress needs them (built once per Lambda instance). */
let progressLines: ProgressLine[] | undefined;

/** Lines of the NYCT catalogue with their division, display name and track lengths in feet. */
export function nyctProgressLines(): ProgressLine[] {
  if (progressLines) return progressLines;
  const catalogue = customerCatalogue(NYCT_SITE);
  if (!catalogue) throw new Error('The track catalogue has no NYCT customer');
  progressLines = catalogue.lines
    .filter((l) => l.division)
    .map((l) => {
      const code = l.name.slice(l.name.indexOf('_') + 1);
      const label = NYCT_LINES[l.division as NyctDivision]?.find((x) => x.code === code)?.name ?? l.name;
      return {
        name: l.name,
        label,
        division: l.division!,
        tracks: Object.fromEntries(l.directions.map((d) => [d.trackId, [d.minChain, d.maxChain] as const])),
      };
    });
  return progressLines;
}

/** The calendar years of `from`..`to` as date ranges: [from, 31 Dec], [1 Jan, 31 Dec], ..., [1 Jan, to]. */
export function yearSegments(from: string, to: string): { from: string; to: string }[] {
  const segments: { from: string; to: string }[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const start = `${year}-01-01` < from ? from : `${year}-01-01`;
    const end = `${year}-12-31` > to ? to : `${year}-12-31`;
    if (start <= end) segments.push({ from: start, to: end });
  }
  return segments;
}

/** How long a year's reports are kept at most with NYCT's revision unchanged (a lost revision bump heals by then). */
export const KEPT_YEAR_MS = 10 * 60_000;

/** NYCT's reports of each calendar year (the fields the figures need), kept per site revision. */
const keptYears = new KeptAnswers<WeeklySource[]>(16, KEPT_YEAR_MS);

/**
 * How long after this instance first sees a new NYCT revision its reads are not kept: they go
 * through the bySiteDate index, which DynamoDB updates shortly after the commit (eventually
 * consistent, usually well under a second), so a read right after a filing may miss it.
 */
export const INDEX_SETTLE_MS = 2_000;

let seen: { revision: string; at: number } | null = null;

/** Whether `revision` has stood long enough for the index to hold it (see {@link INDEX_SETTLE_MS}). */
function settled(revision: string, now: number): boolean {
  if (seen?.revision !== revision) seen = { revision, at: now };
  return now - seen.at >= INDEX_SETTLE_MS;
}

/**
 * The report of the week holding `week` (its Monday is the window's end): the NYCT reports from
 * the line data start (2021-03-01) to the day before that Monday, only the fields the figures
 * need, read as one index query per calendar year, in parallel, so the read takes about as long
 * as one year's whatever the length of the history. Each year's reports are kept in the warm
 * Lambda while NYCT's report revision is unchanged, once it has stood {@link INDEX_SETTLE_MS}
 * (docs/decisions.md §55): another week, or the
 * same week's PDF after its dashboard, then costs one GetItem instead of ~3 600 reports' read; the
 * week's year is read whole, buildWeeklyReport leaving out what follows the week.
 */
export async function nyctWeeklyReport(week: string): Promise<NyctWeeklyReport> {
  const dates = reportDates(week);
  const revision = String(await readSiteRevision(NYCT_SITE));
  const keep = settled(revision, Date.now());
  const parts = await Promise.all(
    yearSegments(REPORT_LINE_DATA_START, dates.lastDay).map(({ from }) => {
      const read = () => querySiteReportFields({ site: NYCT_SITE, from, to: `${from.slice(0, 4)}-12-31` }, WEEKLY_FIELDS);
      return keep ? keptYears.answer(from, revision, read) : read();
    }),
  );
  return buildWeeklyReport(dates, parts.flat(), nyctProgressLines());
}

/** Forgets the kept years (tests). */
export function clearKeptYears(): void {
  keptYears.clear();
  seen = null;
}
