/**
 * Data collection: CAT shifts, rail records and processing results (docs/data-model.md).
 */
import type { DataCollectionRecordSummary } from '@grindline/domain';
import type { BySiteDateKey, PrimaryKey } from './table';

/**
 * Key builders of the data collection (docs/data-model.md 'Data collection'): a shift with its
 * rail records in one partition (written in one transaction), indexed by site and date; and the
 * processing result of each uploaded rail file, written by the S3-triggered function.
 */
export const dataCollectionKeys = {
  shift: (shiftId: string): PrimaryKey => ({ pk: `DCSHIFT#${shiftId}`, sk: 'SHIFT' }),
  record: (shiftId: string, fileId: string): PrimaryKey => ({ pk: `DCSHIFT#${shiftId}`, sk: `RECORD#${fileId}` }),
  recordPrefix: 'RECORD#',
  /** The bySiteDate attributes of a data-collection shift: its own partition per site. */
  bySiteDate: (site: string, date: string, shiftId: string): BySiteDateKey => ({ bySiteDatePk: `DCSITE#${site}`, bySiteDateSk: `${date}#${shiftId}` }),
  result: (fileId: string): PrimaryKey => ({ pk: `CATFILE#${fileId}`, sk: 'RESULT' }),
} as const;

/** A data-collection shift (spec 002 'Shift data'). */
export interface DataCollectionShiftItem extends PrimaryKey, BySiteDateKey {
  entity: 'dcShift';
  shiftId: string;
  date: string;
  clientId: string;
  lineName: string;
  createdBy: string;
  createdAt: string;
  /** The rail records of the shift, copied here so the tab's list is one query. */
  records: DataCollectionRecordSummary[];
}

/** A rail record (spec 002 record payload) with its shift and the summary's key-values. */
export interface DataCollectionRecordItem extends PrimaryKey, DataCollectionRecordSummary {
  entity: 'dcRecord';
  shiftId: string;
  type: 'CAT';
  extended: Record<string, unknown>;
}

/** The processing of one uploaded rail file: processed, or failed with the reason. */
export interface CatResultItem extends PrimaryKey {
  entity: 'catResult';
  fileId: string;
  key: string;
  /** The object's ETag: the same object processed again writes the same item. */
  etag: string;
  status: 'processed' | 'failed';
  reason?: string;
  processedAt: string;
  /** functions/src/cat/roughness.ts RoughnessResult when processed. */
  result?: Record<string, unknown>;
}
