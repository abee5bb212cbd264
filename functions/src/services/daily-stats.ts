/**
 * Daily stats (spec 001 section 2.10; docs/api.md): the shift cards of a site, or of every site
 * the caller may see, for a date range and optionally one grinder, and their CSV download.
 */
import { addDays, ALL_SITES, isMultiSite, lengthWord, recordsShiftType, recordsSparkMinutes, reportRecordsShiftType, reportRecordsSparkMinutes, reviewStatus, toCsv, type CsvValue, type DailyStatsCard, type DailyStatsQuery, type GrindRange, type ReviewStatus, type ShiftReport, type ShiftReview } from '@grindline/domain';
import { assertSite } from '../lib/authorize';
import type { Caller } from '../lib/create-handler';
import { BadRequestError, ForbiddenError } from '../lib/errors';
import { latestSiteReport } from './report-store';
import { rangeReviews, siteReportsWithVersions } from './reviews/review-store';

// The query of the daily stats routes is the contracts' (@grindline/domain dailyStatsQuerySchema).
export { dailyStatsQuerySchema, type DailyStatsQuery } from '@grindline/domain';

/**
 * Total delay minutes of a shift, the sum of its delays; null where its form records none (BART's,
 * SkyTrain's and the second flow's store no delays): a card must not read 'Delay: 0 min' for them.
 */
export function delayMinutes(report: ShiftReport): number | null {
  if (report.delays === undefined) return null;
  return report.delays.reduce((sum, d) => (Number.isFinite(d.minutes) ? sum + d.minutes : sum), 0);
}

/** The daily stats card of a stored report (spec 001 section 3). */
export function toDailyStatsCard(report: ShiftReport): DailyStatsCard {
  return {
    shiftId: report.shiftId,
    site: report.site,
    line: report.line,
    date: report.date,
    grinderType: report.grinderType,
    passFeet: report.passFeet,
    // Null where the shift's form asked none (BART's, the second flow's stored 0 is no measurement).
    sparkMin: reportRecordsSparkMinutes(report) ? report.sparkMin : null,
    feetComp: report.feetComp,
    feetIncomp: report.feetIncomp,
    availableTime: report.availableTrackTime ?? null,
    shiftType: reportRecordsShiftType(report) ? report.shiftType : null,
    delay: delayMinutes(report),
    comments: report.comments,
    grindData: report.ranges,
    ...(report.photos?.length ? { photoCount: report.photos.length } : {}),
  };
}

/** Newest first; on the same date, by shift id descending so the order is stable. */
function newestFirst(a: DailyStatsCard, b: DailyStatsCard): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.shiftId < b.shiftId ? 1 : a.shiftId > b.shiftId ? -1 : 0;
}

/** The sites a query reads: every site of a multi-site caller for 'ALL', else the one asked. */
function sitesOf(caller: Caller, site: string): readonly string[] {
  if (site !== ALL_SITES) {
    assertSite(caller, site);
    return [site];
  }
  if (!isMultiSite(caller.access)) throw new ForbiddenError('You are not allowed to see every site');
  return caller.access.sites;
}

/**
 * The daily stats cards of the query, newest first. 'ALL' reads every site of the caller in
 * parallel, one index query each; other sites must be the caller's (403).
 */
export async function dailyStats(caller: Caller, query: DailyStatsQuery): Promise<DailyStatsCard[]> {
  const perSite = await Promise.all(
    sitesOf(caller, query.site).map(async (site) => {
      // The agency's reviews of the same days (issue 29): a dispute shows on its card until answered.
      const [reports, reviews] = await Promise.all([siteReportsWithVersions(site, query.startDate, query.endDate, query.grinder), rangeReviews(site, query.startDate, query.endDate)]);
      return reports.map(({ report, version }) => withReview(toDailyStatsCard(report), reviewStatus(version, reviews.get(report.shiftId)), reviews.get(report.shiftId)));
    }),
  );
  return perSite.flat().sort(newestFirst);
}

/** Pages of 100 reports a site read for {@link lastShiftBefore} with a grinder filter (a grinder may never work there). */
const GRINDER_PAGES = 3;

/**
 * The date of the newest shift before the query's start of the sites it reads (its grinder's,
 * when filtered), or undefined: what an empty range offers to show instead. Sites the caller may
 * not read are refused as by {@link dailyStats}.
 */
export async function lastShiftBefore(caller: Caller, query: DailyStatsQuery): Promise<string | undefined> {
  const before = addDays(query.startDate, -1);
  const filter = query.grinder ? { grinderType: query.grinder, maxPages: GRINDER_PAGES } : {};
  const latest = await Promise.all(sitesOf(caller, query.site).map((site) => latestSiteReport(site, before, filter)));
  return latest.reduce<string | undefined>((newest, r) => (r && (!newest || r.date > newest) ? r.date : newest), undefined);
}

/** The card with where it stands with the agency, when reviewed (the latest decision's author and comment). */
function withReview(card: DailyStatsCard, status: ReviewStatus, review: ShiftReview | undefined): DailyStatsCard {
  if (!review || status === 'not-reviewed') return card;
  return { ...card, review: { status, by: review.latest.by, comment: review.latest.comment } };
}

/**
 * Columns of a site's daily stats CSV, in order. Lengths are in the site's unit, and the heads
 * say which: 'Feet Completed' for BART, 'Metres Completed' for SkyTrain (the download is per site).
 */
export function csvHeader(site: string): string[] {
  const word = lengthWord(site);
  return ['Shift ID', 'Date', 'Site', 'Line', 'Grinder', 'Shift Type', `${word} Completed`, `${word} Incomplete`, `Pass ${word}`, 'Spark Minutes', 'Available Track Time', 'Delay Minutes', 'Comments', 'Grind ranges'];
}

/** One range as 'TRACK from-to (complete|incomplete)'. */
export function describeRange(range: GrindRange): string {
  return `${range.trackId} ${range.from}-${range.to} (${range.complete ? 'complete' : 'incomplete'})`;
}

/** The CSV of a site's cards: a header row, then one row per shift with its ranges summarised. */
export function dailyStatsCsv(site: string, cards: readonly DailyStatsCard[]): string {
  const rows: CsvValue[][] = cards.map((card) => [
    card.shiftId,
    card.date,
    card.site,
    card.line,
    card.grinderType,
    // Blank where the shift's form asks no shift type (BART, NYCT and the second flow store 'R-Regular').
    recordsShiftType(card.site) ? (card.shiftType ?? '') : '',
    card.feetComp,
    card.feetIncomp,
    card.passFeet,
    // Blank, not 0, where the shift's form has no spark minutes (BART, the second flow).
    recordsSparkMinutes(card.site) ? (card.sparkMin ?? '') : '',
    card.availableTime,
    // Blank, not 0, where the shift's form records no delays.
    card.delay ?? '',
    card.comments,
    card.grindData.map(describeRange).join('; '),
  ]);
  return toCsv([csvHeader(site), ...rows]);
}

/** Message for a CSV asked for every site at once: the download is per site (spec 001 2.10). */
export const CSV_NEEDS_SITE = 'Choose a site to download CSV';

/** The CSV download of one site: file name and content. 'ALL' is refused with 400. */
export async function dailyStatsCsvFile(caller: Caller, query: DailyStatsQuery): Promise<{ fileName: string; csv: string }> {
  if (query.site === ALL_SITES) throw new BadRequestError(CSV_NEEDS_SITE, [{ path: 'site', message: CSV_NEEDS_SITE }]);
  const cards = await dailyStats(caller, query);
  const safeSite = query.site.replace(/[^A-Za-z0-9_-]/g, '_');
  return { fileName: `daily-stats-${safeSite}-${query.startDate}-${query.endDate}.csv`, csv: dailyStatsCsv(query.site, cards) };
}
