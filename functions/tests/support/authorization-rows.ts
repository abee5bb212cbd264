/**
 * What the authorization matrix (authorization-matrix.test.ts) is written with: the callers in
 * their column order, the decision rows shared by many routes, and the stored reports and request
 * bodies its scenarios send.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ShiftReport } from '@grindline/domain';
import { reportKeys } from '../../src/data/report-entities';
import { ddb } from '../../src/lib/clients/dynamodb';
import { config } from '../../src/lib/config';
import { nyctBody } from '../harness/valid-bodies';
import type { EventOptions } from './events';
import type { TestSession } from './session';

export type Decision = 'ok' | 401 | 403;

export const CALLERS = ['admin', 'adminMgmt', 'adminReadOnly', 'SKYTRAINadmin', 'NYCTadmin', 'NYCTadminedit', 'BARTadmin', 'OTRAINadmin', 'NCTDadmin', 'MBTA', 'none'] as const;
export type CallerName = (typeof CALLERS)[number];

/** One scenario of a route: the request to send and the decision for each caller, in CALLERS order. */
export interface Scenario {
  name: string;
  request?: (ctx: { session: TestSession }) => Omit<EventOptions, 'caller'>;
  /** Runs before each caller's request (e.g. to put back a report the previous caller deleted). */
  before?: () => Promise<void>;
  expected: Decision[];
}

//                       admin  Mgmt   RO     SKY    NYCT   NYCTe  BART   OTRAIN NCTD   MBTA   none
export const EVERYONE: Decision[] = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'];
export const SIGNED_IN: Decision[] = ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 401];
export const BART_WRITERS: Decision[] = ['ok', 'ok', 403, 403, 403, 403, 'ok', 403, 403, 403, 401];
export const BART_READERS: Decision[] = ['ok', 'ok', 'ok', 403, 403, 403, 'ok', 403, 403, 403, 401];
export const SITE_ADMINS_AND_MANAGERS: Decision[] = ['ok', 'ok', 403, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403, 401];
export const SEES_BART: Decision[] = ['ok', 'ok', 'ok', 403, 403, 403, 'ok', 403, 403, 403, 401];
export const SEES_MBTA: Decision[] = ['ok', 'ok', 'ok', 403, 403, 403, 403, 403, 403, 'ok', 401];
export const SEES_NYCT: Decision[] = ['ok', 'ok', 'ok', 403, 'ok', 'ok', 403, 403, 403, 403, 401];
export const MANAGERS: Decision[] = ['ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401];
// The NYCT Report tab's readers (spec 002 sections 2 and 6): NYCT, NYCTedit, super, adminMgmt.
export const NYCT_REPORT: Decision[] = ['ok', 'ok', 403, 403, 'ok', 'ok', 403, 403, 403, 403, 401];
export const SEES_SKYTRAIN: Decision[] = ['ok', 'ok', 'ok', 'ok', 403, 403, 403, 403, 403, 403, 401];
// Editors of NYCT reports (spec 002 'Shift edit page'): adminMgmt and NYCTedit only.
export const NYCT_EDITORS: Decision[] = [403, 'ok', 403, 403, 403, 'ok', 403, 403, 403, 403, 401];
export const MGMT_ONLY: Decision[] = [403, 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401];
export const SITE_ADMINS_OF_NYCT: Decision[] = ['ok', 'ok', 403, 403, 'ok', 'ok', 403, 403, 403, 403, 401];
// Approving and closing: agency inspectors only, never a contractor role (decisions §53).
export const NO_CONTRACTOR: Decision[] = [403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401];
export const SEES_ALL: Decision[] = ['ok', 'ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 401];

// Form writers (issue 10 lookups): every admin type that files a form, confined to its own site.
export const FORM_WRITERS: Decision[] = ['ok', 'ok', 403, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403, 401];
export const FILES_NCTD: Decision[] = ['ok', 'ok', 403, 403, 403, 403, 403, 403, 'ok', 403, 401];
export const FILES_SKYTRAIN: Decision[] = ['ok', 'ok', 403, 'ok', 403, 403, 403, 403, 403, 403, 401];
export const FILES_NYCT: Decision[] = ['ok', 'ok', 403, 403, 'ok', 'ok', 403, 403, 403, 403, 401];
export const FILES_MBTA: Decision[] = ['ok', 'ok', 403, 403, 403, 403, 403, 403, 403, 403, 401];
/** Scenarios of a site-scoped form lookup: NCTD, SKYTRAIN, NYCT (two admin types) and MBTA (no admin). */
export const formLookup = (extra: Record<string, string>): Scenario[] =>
  (
    [
      ['NCTD', FILES_NCTD],
      ['SKYTRAIN', FILES_SKYTRAIN],
      ['NYCT', FILES_NYCT],
      ['MBTA', FILES_MBTA],
    ] as const
  ).map(([site, expected]) => ({ name: `site=${site}`, request: () => ({ query: { site, ...extra } }), expected: [...expected] }));

/** A valid photo upload request of `site` (issue 28). */
export const photoUpload = (site: string) => ({ site, submissionId: '00000000-0000-4000-8000-00000000a001', photoId: '00000000-0000-4000-8000-00000000b001', fileName: 'IMG_0001.jpg', contentType: 'image/jpeg', size: 1000 });

export const siteQuery = (site: string) => () => ({ query: { site, startDate: '2024-01-01', endDate: '2024-01-31' } });

/** A BART report as stored, for the 'stored' site scope of DELETE /api/reports/{shiftId}. */
export const STORED_BART: ShiftReport = {
  shiftId: '20240102100001',
  site: 'BART',
  variant: 'bart',
  date: '2024-01-02',
  line: 'A',
  grinderType: 'RGH-20C',
  stoneType: 'Standard',
  grinderOperator: 'Matrix Test',
  shiftType: 'R-Regular',
  sparkMin: 0,
  passFeet: 0,
  feetComp: 0,
  feetIncomp: 0,
  comments: '',
  ranges: [],
  createdAt: '2024-01-02T08:00:00.000Z',
  createdBy: 'bartadmin',
  submissionId: 'matrix-test',
};

/** A NYCT report as stored, for the edit and history routes. */
export const STORED_NYCT: ShiftReport = { ...STORED_BART, shiftId: '2024010200101', site: 'NYCT', variant: 'nyct', line: 'IRT_BB', createdBy: 'nyctadmin', submissionId: 'matrix-nyct' };

/** An edit body of a subway form (PUT /api/reports/{shiftId}); the version it names is never current. */
export const NYCT_EDIT = (({ submissionId: _s, ...form }) => ({ ...form, changeId: 'matrix-version' }))(nyctBody('2024-01-02'));

export async function storeNyctReport(): Promise<void> {
  const item = { ...STORED_NYCT, ...reportKeys.primary(STORED_NYCT.shiftId), ...reportKeys.bySiteDate('NYCT', STORED_NYCT.date, STORED_NYCT.shiftId), entity: 'report' };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: item }));
}

export async function storeBartReport(): Promise<void> {
  const item = {
    ...STORED_BART,
    ...reportKeys.primary(STORED_BART.shiftId),
    ...reportKeys.bySiteDate(STORED_BART.site, STORED_BART.date, STORED_BART.shiftId),
    entity: 'report',
  };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: item }));
}
