/**
 * Editing a NYCT report (issue 11; spec 002 'Shift edit page', route /edit-report/{shiftId}): the
 * stored report loads into the subway form; saving is one transaction through
 * commitReportChange, under a condition on the version loaded. A save made on a version that is
 * no longer current is refused with a 409 listing what changed meanwhile; nothing is lost: the
 * newer version stays, the refused form stays with its editor.
 */
import { countOf, describeDiff, diffReports, type EditNyctReportRequest, nyctFormOf, type NyctShiftInput, type ReportForEdit, type ShiftReport } from '@grindline/domain';
import { assertSite } from '../lib/authorize';
import type { Caller } from '../lib/create-handler';
import { BadRequestError, ConflictError, NotFoundError, type Issue } from '../lib/errors';
import { outboxWrites } from '../mail/outbox-item';
import { assertNyctPlaces, buildNyctReport } from './nyct-reports';
import { assertPhotosUploaded, withPhotos } from './photos/photo-uploads';
import { getCurrentReport } from './report-store';
import { commitReportChange, legacyVersion, queryVersions, ReportChangedError, type CurrentReport, type VersionStamp } from './report-versions';

export const REPORT_NOT_FOUND = 'No report with this shift id';
export const ONLY_NYCT = 'Only NYC Transit reports are edited: file a new report and delete this one instead';

export type { EditNyctReportRequest, ReportForEdit } from '@grindline/domain';

/** The current version of a subway report and its form's values; 400 for any other report, and
 * for a subway report stored without the subway form's fields (the form could not show it). */
async function loadEditable(caller: Caller, shiftId: string): Promise<{ current: CurrentReport; form: NyctShiftInput }> {
  const current = await getCurrentReport(shiftId);
  if (!current) throw new NotFoundError(REPORT_NOT_FOUND);
  assertSite(caller, current.report.site);
  const form = nyctFormOf(current.report);
  if (!form) throw new BadRequestError(ONLY_NYCT, [{ path: 'shiftId', message: ONLY_NYCT }]);
  return { current, form };
}

/** The current version of a subway report, for its edit page. 404 none, 403 another site, 400 not a subway report. */
export async function getReportForEdit(caller: Caller, shiftId: string): Promise<ReportForEdit> {
  const { current, form } = await loadEditable(caller, shiftId);
  return { report: current.report, ...current.stamp, form };
}

/**
 * The 409 of an edit made on version `loadedChangeId` while `current` is the current version: its
 * message says who changed the report and when, its issues list each change meanwhile
 * (path and 'before → after'), so the editor sees what they would have overwritten.
 */
async function conflict(shiftId: string, loadedChangeId: string, current: CurrentReport | null): Promise<ConflictError> {
  if (!current) return new ConflictError('This report was deleted since you loaded it; nothing was saved.');
  const versions = await queryVersions(shiftId);
  const loaded = versions.find((v) => v.changeId === loadedChangeId) ?? (current.stamped ? undefined : legacyVersion(current));
  const who = `${current.stamp.changedBy} at ${current.stamp.changedAt.slice(0, 16).replace('T', ' ')} UTC`;
  const base = `This report was changed by ${who} (version ${current.stamp.version}) since you loaded it; your changes were not saved. Load it again and make your changes on the current version.`;
  const error = new ConflictError(base);
  if (!loaded?.report) return error;
  const diff = diffReports(loaded.report, current.report);
  const lines = describeDiff(diff);
  const paths = [...diff.fields.map((f) => f.path), ...diff.ranges.flatMap((r) => (r.fields.length ? r.fields.map((f) => f.path) : [`ranges.${r.entry - 1}`]))];
  const issues: Issue[] = lines.map((message, i) => ({ path: paths[i] ?? 'report', message: `Changed meanwhile: ${message}` }));
  return issues.length ? Object.assign(new ConflictError(base), { issues }) : error;
}

/**
 * Saves an edit of a subway report (`request` checked by the report-edit contract, the form as a
 * filing is): the caller's site first, then the version; the date and grinder type cannot change (they make the shift id), the shift keeps its id,
 * number, filing time and filer. One transaction: the new current version, the previous kept as
 * a version, the audit entry and the NYCT mail marked as an edit. 409 when the version loaded is
 * no longer current, with what changed meanwhile.
 */
export async function editNyctReport(caller: Caller, shiftId: string, request: EditNyctReportRequest, now = new Date()): Promise<{ report: ShiftReport } & VersionStamp> {
  const { current } = await loadEditable(caller, shiftId);
  const { report: stored } = current;
  for (const field of ['date', 'grinderType'] as const) {
    if (request[field] !== stored[field]) {
      const message = `${field === 'date' ? 'Date' : 'Grinder Type'} cannot be changed in an edit: it is part of the shift id`;
      throw new BadRequestError(message, [{ path: field, message }]);
    }
  }
  assertNyctPlaces(request);
  if (request.changeId !== current.stamp.changeId) throw await conflict(shiftId, request.changeId, current);
  const { changeId: _loaded, photos, reason, ...form } = request;
  const built = buildNyctReport({ ...form, submissionId: stored.submissionId }, caller, now, stored.shiftNum ?? 1);
  // Photos: the list sent replaces the stored one; none sent keeps it (issue 28). Removed photos
  // stay in the bucket: earlier versions refer to them and a restore brings them back.
  const after: ShiftReport = withPhotos({ ...built, shiftId: stored.shiftId, createdAt: stored.createdAt, createdBy: stored.createdBy }, photos ?? stored.photos);
  await assertPhotosUploaded(after);
  const changeId = crypto.randomUUID();
  try {
    const stamp = await commitReportChange({
      action: 'edit',
      shiftId,
      before: current,
      after,
      changeId,
      summary: `edit of report ${shiftId}: ${countOf(describeDiff(diffReports(stored, after)).length, 'change')}, version ${current.stamp.version + 1}`,
      withItems: outboxWrites(after, now, true, changeId),
      reason,
      now,
    });
    return { report: after, ...stamp };
  } catch (error) {
    if (error instanceof ReportChangedError) throw await conflict(shiftId, request.changeId, await getCurrentReport(shiftId));
    throw error;
  }
}
