/**
 * The rows of the Data Collection tab (GET /api/datacollection, spec 001 section 2.13): what the
 * list shows of a rail record, and the record with its shift and processing state. Declared once
 * here for the route's service and the screen.
 */

/** What the list needs of a rail record (kept on its shift item, so the list is one query). */
export interface DataCollectionRecordSummary {
  id: string;
  fileName: string;
  trackId: string;
  rail: 'Left' | 'Right';
  /** Sensor position in mm, when the summary or the crew gave one. */
  sensor: number | null;
  from: number;
  to: number;
  description: string;
  operator: string;
  comment: string;
  runningBand: 'Yes' | 'No';
}

/** One row of the tab: a rail file with its shift and processing state. */
export interface DataCollectionRun extends DataCollectionRecordSummary {
  shiftId: string;
  date: string;
  clientId: string;
  lineName: string;
  status: 'processing' | 'processed' | 'failed';
  /** Why processing failed. */
  reason?: string;
  /** CQI per percentile, once processed. */
  cqi?: Record<string, number>;
  /** Length of the processed run in m. */
  lengthM?: number;
}
