/**
 * The single DynamoDB table: its definition, index names, key builders and entity types.
 * Every access pattern is listed in docs/data-model.md with the keys below.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import type { TrackSummary } from '@grindline/domain';

/** Global secondary index: reports of one site ordered by date. */
export const BY_SITE_DATE = 'bySiteDate';

/** Index names, by purpose. */
export const indexes = { bySiteDate: BY_SITE_DATE } as const;

/**
 * The table as CreateTable input: on-demand billing, string keys pk/sk, and the `bySiteDate`
 * GSI (bySiteDatePk / bySiteDateSk, all attributes projected). Used by the local bootstrap; the
 * CDK app declares the same shape.
 */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      { AttributeName: 'bySiteDatePk', AttributeType: 'S' },
      { AttributeName: 'bySiteDateSk', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: BY_SITE_DATE,
        KeySchema: [
          { AttributeName: 'bySiteDatePk', KeyType: 'HASH' },
          { AttributeName: 'bySiteDateSk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
    // The mail outbox is drained from the table's stream (docs/decisions.md 'Report mails').
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
  };
}

/** Primary key of any item. */
export interface PrimaryKey {
  pk: string;
  sk: string;
}

/** Key attributes of the bySiteDate index. */
export interface BySiteDateKey {
  bySiteDatePk: string;
  bySiteDateSk: string;
}

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

/**
 * Key builders of the audit log (docs/data-model.md 'Audit log'): one item per write, one
 * partition per UTC day (a day's writes are one Query; a date range, one Query per day), sorted
 * by time.
 */
export const auditKeys = {
  partition: (day: string): string => `AUDIT#${day}`,
  entry: (isoTimestamp: string, id: string): PrimaryKey => ({ pk: `AUDIT#${isoTimestamp.slice(0, 10)}`, sk: `${isoTimestamp}#${id}` }),
} as const;

/** One audited write. */
export interface AuditItem extends PrimaryKey {
  entity: 'audit';
  id: string;
  at: string;
  /** Username of the caller ('system' for seeders). */
  user: string;
  role: string;
  /** e.g. report.file, report.edit, report.delete, report.restore, measurements.import, track.import, mailList.put */
  action: string;
  /** Site of the data written ('' when the write has none, e.g. a mail list). */
  site: string;
  /** What was written: a shift id, a layer and date, a track id, a mail list's key. */
  target: string;
  /** One line a reader understands. */
  summary: string;
  userAgent: string;
  sourceIp: string;
}

/** An archived version of a report: no index attributes, so it never shows in site queries. */
export type ArchivedReportItem<R extends object> = R &
  PrimaryKey & { entity: 'reportArchive'; archivedAt: string; archivedBy: string };

/**
 * Key builders of the reference tracks (docs/data-model.md, docs/data.md): one partition per
 * site holding a header item per track and its chain points in chunk items.
 */
export const trackKeys = {
  /** Partition of every track of a site. */
  partition: (site: string): string => `TRACKS#${site}`,
  /** Sort-key prefix of the track headers (the catalogue of a site). */
  headerPrefix: 'TRACK#',
  /** The header of a track: line, direction, chain range, point and chunk counts. */
  header: (site: string, trackId: string): PrimaryKey => ({ pk: `TRACKS#${site}`, sk: `TRACK#${trackId}` }),
  /** Sort-key prefix of a track's chunks; the '#' ends the id so A_1 never matches A_10. */
  chunkPrefix: (trackId: string): string => `POINTS#${trackId}#`,
  /** Chunk `index` of a track's chain points, zero-padded so chunks sort in chain order. */
  chunk: (site: string, trackId: string, index: number): PrimaryKey => ({
    pk: `TRACKS#${site}`,
    sk: `POINTS#${trackId}#${String(index).padStart(4, '0')}`,
  }),
} as const;

/** The header item of an imported track: the API's track summary plus its keys. */
export interface TrackHeaderItem extends PrimaryKey, TrackSummary {
  entity: 'track';
}

/** A chunk of a track's chain points: gzip-compressed JSON of point tuples (docs/data.md). */
export interface TrackChunkItem extends PrimaryKey {
  entity: 'trackPoints';
  site: string;
  trackId: string;
  count: number;
  data: Uint8Array;
}

/** Key of the marker item a seeder writes once it has finished (seed/demo.ts). */
export const seedMarkerKey = (name: string): PrimaryKey => ({ pk: 'SEED', sk: `SEED#${name}` });

/**
 * Key of a server-side session (docs/security.md): the partition is the SHA-256 of the session
 * id the `gl_sid` cookie carries, so someone who can read the table cannot ride a session.
 */
export const sessionKey = (sidHash: string): PrimaryKey => ({ pk: `SESSION#${sidHash}`, sk: 'SESSION' });

/** A signed-in session: its user and when it ends; DynamoDB's TTL removes it after `expiresAt`. */
export interface SessionItem extends PrimaryKey {
  entity: 'session';
  username: string;
  createdAt: string;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}

/**
 * Key of a login-failure counter: one per subject (`user#<name>` or `ip#<address>`) and fixed
 * window (`window` = epoch seconds of its start), so counting is one atomic ADD.
 */
export const loginFailureKey = (subject: string, window: number): PrimaryKey => ({
  pk: `LOGINFAIL#${subject}`,
  sk: `WINDOW#${window}`,
});

/** Failed sign-ins of one subject in one window; removed by TTL once the window is over. */
export interface LoginFailureItem extends PrimaryKey {
  entity: 'loginFailures';
  failures: number;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}

/**
 * Key of an agency sign-in in progress (docs/security.md 'Agency sign-in'): the partition is the
 * SHA-256 of the OAuth `state`, so the table never holds a usable state value.
 */
export const ssoStateKey = (stateHash: string): PrimaryKey => ({ pk: `SSOSTATE#${stateHash}`, sk: 'SSOSTATE' });

/**
 * An agency sign-in between POST /api/user/sso/start and its callback: deleted (atomically, with
 * its values returned) by the callback, so a state can be used once; TTL removes abandoned ones.
 */
export interface SsoStateItem extends PrimaryKey {
  entity: 'ssoState';
  provider: string;
  nonce: string;
  /** PKCE code_verifier, sent with the code to Cognito's token endpoint. */
  codeVerifier: string;
  /** Page to land on once signed in (a path of this site). */
  returnTo: string;
  /** SHA-256 of the `gl_sso` cookie set with the start: binds the state to that browser. */
  browserHash: string;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}

/** The table's TTL attribute (sessions, login-failure counters, agency sign-ins in progress). */
export const TTL_ATTRIBUTE = 'expiresAt';

/**
 * The mail outbox of a report (docs/data-model.md 'Outbox'): one item per filed submission in the
 * shift's OUTBOX partition (the report's own partition stays the report and its archives), written
 * in the same transaction as the report; the mail worker drains it from the table's stream.
 * Idempotency records, one per mail, live beside it.
 */
export const outboxKeys = {
  /** Partition of a shift's outbox items and mail records. */
  partition: (shiftId: string): string => `OUTBOX#${shiftId}`,
  /** The outbox item of a submission. */
  outbox: (shiftId: string, submissionId: string): PrimaryKey => ({ pk: `OUTBOX#${shiftId}`, sk: `SUBMISSION#${submissionId}` }),
  /** The idempotency record of one mail of a submission: present and 'sent' means never send again. */
  mail: (shiftId: string, submissionId: string, kind: string): PrimaryKey => ({ pk: `OUTBOX#${shiftId}`, sk: `MAIL#${submissionId}#${kind}` }),
} as const;

/** Key builders of the mail lists, one item per client key, all in one partition. */
export const mailListKeys = {
  partition: 'MAILLISTS',
  list: (clientKey: string): PrimaryKey => ({ pk: 'MAILLISTS', sk: `LIST#${clientKey}` }),
  prefix: 'LIST#',
} as const;

/**
 * Key builders of the measurement layers (noise, TCI, test sites, system overview, acceleration;
 * docs/data-model.md): one item per site, layer and date holding every row, gzip-compressed, so
 * replacing a layer's date is one PutItem (atomic) and reading it one GetItem.
 */
export const measurementKeys = {
  partition: (site: string, layer: string): string => `MEASURE#${site}#${layer}`,
  datePrefix: 'DATE#',
  item: (site: string, layer: string, date: string): PrimaryKey => ({ pk: `MEASURE#${site}#${layer}`, sk: `DATE#${date}` }),
} as const;

/** A measurement layer's rows for one date. */
export interface MeasurementItem extends PrimaryKey {
  entity: 'measurements';
  site: string;
  layer: string;
  date: string;
  rowCount: number;
  importedAt: string;
  importedBy: string;
  /** gzip-compressed JSON of the rows, each with its [lng, lat] line. */
  data: Uint8Array;
}

/**
 * Aggregates (issue 13; docs/data-model.md 'Aggregates'): one partition per site, `AGG#<site>`.
 * Sort keys, each dimension URI-encoded (services/aggregates/keys.ts builds them):
 * - `S#D#<YYYY-MM-DD>#<grinder>#<line>#<shiftType>#<stoneType>`: a shift cell of one day;
 * - `S#M#<YYYY-MM>#...`: the same cell summed over a month;
 * - `T#D#<YYYY-MM-DD>#<grinder>#<line>#<trackId>` and `T#M#<YYYY-MM>#...`: feet ground on a track.
 * Counters are only ever changed by ADD in the transaction that changes the report.
 */
export interface AggregateItem extends PrimaryKey {
  entity: 'aggregate';
  kind: 'shift' | 'track';
  /** The day or month the item sums. */
  period: string;
  site: string;
  grinderType: string;
  line: string;
  shiftType?: string;
  stoneType?: string;
  trackId?: string;
  [counter: string]: unknown;
}

/** Key of a site's plan: phases, their tracks and dates, and the project goal (issue 13). */
export const sitePlanKey = (site: string): PrimaryKey => ({ pk: `PLAN#${site}`, sk: 'PLAN' });

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

/** What the list needs of a rail record. */
export interface DataCollectionRecordSummary {
  id: string;
  fileName: string;
  trackId: string;
  rail: 'Left' | 'Right';
  sensor: number | null;
  from: number;
  to: number;
  description: string;
  operator: string;
  comment: string;
  runningBand: 'Yes' | 'No';
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
