/**
 * Report items: the current version, its history (versions) and the archived copies of
 * older releases, all in the shift's REPORT# partition (docs/data-model.md).
 */
import type { BySiteDateKey, PrimaryKey } from './table';

/** Sort key of the current version of a report. */
export const REPORT_SK = 'REPORT';
/** Prefix of the sort keys of archived versions of a report. */
export const ARCHIVE_SK_PREFIX = 'ARCHIVE#';

/** Key builders of the report entity and its archived versions. */
export const reportKeys = {
  /** Partition of one shift: its current version and every archived one. */
  partition: (shiftId: string): string => `REPORT#${shiftId}`,
  /** The current version of a report. */
  primary: (shiftId: string): PrimaryKey => ({ pk: `REPORT#${shiftId}`, sk: REPORT_SK }),
  /** An archived version, taken at `isoTimestamp` (sorts by time within the shift). */
  archive: (shiftId: string, isoTimestamp: string): PrimaryKey => ({
    pk: `REPORT#${shiftId}`,
    sk: `${ARCHIVE_SK_PREFIX}${isoTimestamp}`,
  }),
  /** Index attributes of the current version: site partition, `<date>#<shiftId>` sort key. */
  bySiteDate: (site: string, date: string, shiftId: string): BySiteDateKey => ({
    bySiteDatePk: `SITE#${site}`,
    bySiteDateSk: `${date}#${shiftId}`,
  }),
  /**
   * Key condition values for the reports of `site` dated `from`..`to` inclusive (YYYY-MM-DD):
   * use `bySiteDatePk = :pk AND bySiteDateSk BETWEEN :from AND :to` on the bySiteDate index.
   */
  bySiteDateRange: (site: string, from: string, to: string): { pk: string; from: string; to: string } => ({
    pk: `SITE#${site}`,
    from: `${from}#`,
    // '~' sorts after every character a shift id uses, so the whole last day is included.
    to: `${to}#~`,
  }),
} as const;

/**
 * The current version of a report: the shift and its grind ranges, one item (`R` is the stored
 * report shape, ShiftReport in docs/api.md).
 */
export type ReportItem<R extends object> = R & PrimaryKey & BySiteDateKey & { entity: 'report' };

/** Prefix of the sort keys of a report's versions (its history), in the report's partition. */
export const VERSION_SK_PREFIX = 'VERSION#';

/**
 * Key builders of a report's history (docs/data-model.md 'Report versions'): one item per change
 * (file, edit, delete, restore) in the shift's partition, sorted by time; the current version
 * stays the REPORT item. Time first, then the change id, so a shift id filed again after a
 * delete keeps one timeline.
 */
export const versionKeys = {
  /** The version item of change `changeId`, made at `isoTimestamp`. */
  version: (shiftId: string, isoTimestamp: string, changeId: string): PrimaryKey => ({
    pk: `REPORT#${shiftId}`,
    sk: `${VERSION_SK_PREFIX}${isoTimestamp}#${changeId}`,
  }),
} as const;

/**
 * A version of a report (domain ReportVersion plus keys): the report the change left (absent for
 * a delete: the tombstone), who, when, from which client. Written once, never changed.
 */
export type ReportVersionItem = PrimaryKey & { entity: 'reportVersion' } & import('@grindline/domain').ReportVersion;

/** An archived version of a report: no index attributes, so it never shows in site queries. */
export type ArchivedReportItem<R extends object> = R &
  PrimaryKey & { entity: 'reportArchive'; archivedAt: string; archivedBy: string };
