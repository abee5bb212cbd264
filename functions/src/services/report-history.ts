/**
 * The history of a report (issue 11): its versions, each with the difference to the version
 * before it, and the restore of a deleted report or an earlier version as a new version.
 */
import { diffReports, type HistoryVersion, type ReportHistory, type ShiftReport } from '@grindline/domain';
import { assertSite } from '../lib/authorize';
import type { Caller } from '../lib/create-handler';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import { getCurrentReport } from './report-store';
import { reviewEvents } from './reviews/review-store';
import { commitReportChange, legacyVersion, queryVersions, ReportChangedError, type VersionStamp } from './report-versions';

export const NO_HISTORY = 'No report with this shift id, and none was ever deleted';

export type { HistoryVersion, ReportHistory } from '@grindline/domain';

/** The versions of a shift, oldest first, a report stored before versions included as its filing. */
async function versionsOf(shiftId: string) {
  const [stored, current] = await Promise.all([queryVersions(shiftId), getCurrentReport(shiftId)]);
  const versions = current && !current.stamped ? [...stored, legacyVersion(current)] : stored;
  return { versions, current };
}

/** The history of a report, deleted or not. 404 when there is none; 403 for another site's caller. */
export async function reportHistory(caller: Caller, shiftId: string): Promise<ReportHistory> {
  const { versions, current } = await versionsOf(shiftId);
  if (versions.length === 0) throw new NotFoundError(NO_HISTORY);
  const site = current?.report.site ?? versions[versions.length - 1].site;
  assertSite(caller, site);
  let previous: ShiftReport | undefined;
  const withDiffs = versions.map((v): HistoryVersion => {
    const diff = v.report && previous ? diffReports(previous, v.report) : null;
    if (v.report) previous = v.report;
    return { ...v, diff };
  });
  return { shiftId, site, deleted: !current, currentVersion: current?.stamp.version ?? null, versions: withDiffs, reviews: await reviewEvents(shiftId) };
}


/**
 * Restores version `version` of a report (a deleted report, or an earlier version) as a new
 * version through commitReportChange: the current one, if any, stays in the history. 404 no such
 * history or version; 400 a tombstone or the current version; 409 when the report changed while
 * restoring (nothing written).
 */
export async function restoreReport(caller: Caller, shiftId: string, version: number, now = new Date(), reason?: string): Promise<{ report: ShiftReport } & VersionStamp> {
  const { versions, current } = await versionsOf(shiftId);
  if (versions.length === 0) throw new NotFoundError(NO_HISTORY);
  assertSite(caller, current?.report.site ?? versions[versions.length - 1].site);
  const target = versions.find((v) => v.version === version);
  if (!target) throw new NotFoundError(`This report has no version ${version}`);
  if (!target.report) throw new BadRequestError(`Version ${version} is the deletion; choose a version with a report`, [{ path: 'version', message: 'version is a deletion' }]);
  if (current?.stamp.version === version) throw new BadRequestError(`Version ${version} is the current version`, [{ path: 'version', message: 'version is the current version' }]);
  const latestVersion = Math.max(...versions.map((v) => v.version));
  try {
    const stamp = await commitReportChange({
      action: 'restore',
      shiftId,
      before: current,
      after: target.report,
      latestVersion,
      restoredFrom: version,
      reason,
      summary: `restore of report ${shiftId}: version ${version} brought back as version ${(current?.stamp.version ?? latestVersion) + 1}`,
      now,
    });
    return { report: target.report, ...stamp };
  } catch (error) {
    if (error instanceof ReportChangedError) throw new ConflictError('The report changed while it was being restored; nothing was restored. Load its history again.');
    throw error;
  }
}
