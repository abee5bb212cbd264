/**
 * The weekly NYCT report of a week (spec 002; docs/api.md 'Weekly NYCT report'): the stored
 * subway reports of the site, read through the bySiteDate index, turned into the report's
 * figures by nyct-weekly-metrics.ts.
 */
import { NYCT_LINES, REPORT_LINE_DATA_START, type NyctDivision, type NyctWeeklyReport } from '@grindline/domain';
import { customerCatalogue } from '../reference/catalogue';
import { NYCT_SITE } from './nyct-reports';
import { buildWeeklyReport, reportDates, type ProgressLine } from './nyct-weekly-metrics';
import { querySiteReports } from './report-store';

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

/**
 * The report of the week holding `week` (its Monday is the window's end): one index query of
 * the NYCT reports from the line data start (2021-03-01) to the day before that Monday.
 */
export async function nyctWeeklyReport(week: string): Promise<NyctWeeklyReport> {
  const dates = reportDates(week);
  const reports = await querySiteReports({ site: NYCT_SITE, from: REPORT_LINE_DATA_START, to: dates.lastDay });
  return buildWeeklyReport(dates, reports, nyctProgressLines());
}
