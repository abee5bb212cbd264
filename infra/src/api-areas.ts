/**
 * The API's areas: each route and worker of functions/src/route-table.ts and workers.ts is
 * deployed by the stack of its area (GrindlineApiReports, ...), found from its handler's folder
 * (`reports/submit-bart-report` -> reports). This is the one mapping: a route in a new handler
 * folder fails synth (and the api-areas test) until its folder is added here.
 */
import type { RouteDef } from '../../functions/src/route-table';
import type { WorkerDef } from '../../functions/src/workers';

export interface ApiArea {
  /** Short name: `reports`. */
  name: string;
  /** Its CloudFormation stack: `GrindlineApiReports`. */
  stackName: string;
  /** What a reader of the stack list needs to know about it. */
  description: string;
}

/** Every area, in the order `cdk deploy --all` lists them. */
export const API_AREAS = [
  { name: 'access', stackName: 'GrindlineApiAccess', description: 'sign-in and sessions, agency sign-in, the audit log, reference data (tracks, form lookups), the OpenAPI document' },
  { name: 'reports', stackName: 'GrindlineApiReports', description: 'grind reports (submit, edit, delete, history), their photos and the thumbnail worker, report mails and mail lists, the mail worker' },
  { name: 'signoff', stackName: 'GrindlineApiSignoff', description: 'agency sign-off: the review list, approvals and disputes, the monthly quantities statement and its PDF, month closing, the reviewers\' daily mail worker' },
  { name: 'dashboards', stackName: 'GrindlineApiDashboards', description: 'dashboards, NYCT weekly report and its PDF, site plans' },
  { name: 'maps', stackName: 'GrindlineApiMaps', description: 'map layers, measurements, static map pictures' },
  { name: 'dataCollection', stackName: 'GrindlineApiDataCollection', description: 'CAT uploads, runs and results, the CAT processing worker' },
] as const satisfies readonly ApiArea[];

export type ApiAreaName = (typeof API_AREAS)[number]['name'];

/**
 * Handler folder (functions/src/handlers/<folder>/) -> area. The mail handlers serve the report
 * mails, so they go with the reports; reference data is shared by every area and administered,
 * so it goes with sign-in and administration.
 */
const AREA_OF_FOLDER: Readonly<Record<string, ApiAreaName>> = {
  user: 'access',
  users: 'access',
  audit: 'access',
  reference: 'access',
  // The API's own documentation (GET /api/openapi.json): public like sign-in, no data.
  docs: 'access',
  reports: 'reports',
  mail: 'reports',
  // The photos of shift reports (issue 28): their upload signing, reading and thumbnails.
  photos: 'reports',
  // Agency sign-off and the monthly quantities statement (issue 29): a stack of its own, since the
  // reports' stack with them went past the 350 resources it is held under (CloudFormation's limit is 500).
  reviews: 'signoff',
  dashboard: 'dashboards',
  maps: 'maps',
  'data-collection': 'dataCollection',
};

/** The area of a route or worker, from its handler's folder; an unmapped folder names itself. */
export function areaOf(entry: Pick<RouteDef | WorkerDef, 'id' | 'handler'>): ApiArea {
  const folder = entry.handler.split('/')[0];
  const name = entry.handler.includes('/') ? AREA_OF_FOLDER[folder] : undefined;
  if (!name) {
    throw new Error(`${entry.id}: handler folder '${folder}' (handler '${entry.handler}') has no API area; add it to AREA_OF_FOLDER in infra/src/api-areas.ts`);
  }
  return API_AREAS.find((a) => a.name === name)!;
}

/** The entries of one area, in table order. */
export function entriesOf<T extends Pick<RouteDef | WorkerDef, 'id' | 'handler'>>(area: ApiAreaName, entries: readonly T[]): T[] {
  return entries.filter((e) => areaOf(e).name === area);
}
