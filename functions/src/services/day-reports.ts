/** The shift viewers' day (spec 001 section 2.9): a site's reports of one date. */
import { addDays, type ShiftReport } from '@grindline/domain';
import { latestSiteReport, querySiteReports } from './report-store';

/** What a viewer gets for a date: its reports, and when it holds none the site's last shift day before it. */
export interface DayReports {
  reports: ShiftReport[];
  lastShiftBefore?: string;
}

/**
 * The reports of `site` dated `date`, by shift id. A day without any also answers the date of the
 * site's newest report before it (one item read), so the viewer can offer it instead of a dead end.
 */
export async function dayReports(site: string, date: string): Promise<DayReports> {
  const reports = await querySiteReports({ site, from: date, to: date });
  if (reports.length > 0) return { reports };
  const earlier = await latestSiteReport(site, addDays(date, -1));
  return earlier ? { reports, lastShiftBefore: earlier.date } : { reports };
}
