/**
 * What each route's Lambda may touch, derived from its route-table entry so a new route gets
 * least privilege without a second list to keep in step.
 */
import type { RouteDef } from '../../functions/src/route-table';
import { CAT_UPLOAD_PREFIX, MAP_PICTURE_PREFIX, MONTHLY_PDF_PREFIX, NYCT_PDF_PREFIX, PHOTO_PREFIX, PHOTO_THUMB_PREFIX, STATEMENT_PDF_PREFIX } from '../../functions/src/data/bucket';
import { USER_HANDLERS, USERS_HANDLERS } from './account-route-access';
import { NOTHING, type DataAccess, type RouteAccess } from './route-access-types';
import { AGGREGATE_PREFIX, AUDIT_PREFIX, CAT_FILE_PREFIX, DC_SHIFT_PREFIX, MEASUREMENT_PREFIX, OUTBOX_PREFIX, REPORT_PREFIX, REVIEW_MONTH_PREFIX, SESSION_PREFIX, SITE_PLAN_PREFIX, UNSENT_MAIL_PARTITION } from './table-prefixes';

export type { DataAccess, ItemAccess, RouteAccess } from './route-access-types';
export * from './table-prefixes';

/**
 * Handlers whose needs are not those of their method (the defaults below), one by one.
 * The weekly PDF is a POST because it stores a file, but it only reads the table; it writes
 * its PDFs under its own prefix of the bucket and nowhere else.
 */
const OTHER_HANDLERS: Readonly<Record<string, RouteAccess>> = {
  // It also reads the thumbnails of the week's photos for its photos page (issue 28).
  'dashboard/nyct-weekly-pdf': { table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: NYCT_PDF_PREFIX, objectReads: [PHOTO_THUMB_PREFIX], cognito: [] },
  // The Report Generator's PDF (issue 26): the same, under its own prefix.
  'reports/monthly-report-pdf': { table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: MONTHLY_PDF_PREFIX, cognito: [] },
  // The monthly quantities statement's PDF (issue 29): the same, under its own prefix.
  'reviews/statement-pdf': { table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: STATEMENT_PDF_PREFIX, cognito: [] },
  // A site plan (issue 13) replaces its own item and writes its audit entry, nothing else.
  'dashboard/site-plan-put': { ...NOTHING, items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [SITE_PLAN_PREFIX, AUDIT_PREFIX] }] },
  // The map image reads the tracks and keeps the pictures it draws under maps/ of the bucket.
  'maps/map-image': { table: 'read', items: [], uploads: 'readWrite', uploadsPrefix: MAP_PICTURE_PREFIX, cognito: [] },
  // Report versions (services/report-versions.ts): one transaction of puts under the report's
  // partition (the current item and the version), its outbox item and the audit entry, and the
  // ADD updates of the dashboard aggregates the change moves (changeWrites, services/aggregates).
  // Every change also updates its month's sign-off item (open months only) and checks the shift's
  // review for an approval (services/reviews/change-guards.ts).
  'reports/edit-report': {
    ...NOTHING,
    table: 'read',
    // The photos of the edited report are checked in the bucket (HeadObject) before the save.
    objectReads: [PHOTO_PREFIX],
    items: [
      { actions: ['dynamodb:PutItem'], keyPrefixes: [REPORT_PREFIX, OUTBOX_PREFIX, UNSENT_MAIL_PARTITION, AUDIT_PREFIX] },
      { actions: ['dynamodb:UpdateItem'], keyPrefixes: [AGGREGATE_PREFIX, REVIEW_MONTH_PREFIX] },
      { actions: ['dynamodb:ConditionCheckItem'], keyPrefixes: [REPORT_PREFIX] },
    ],
  },
  'reports/restore-report': {
    ...NOTHING,
    table: 'read',
    items: [
      { actions: ['dynamodb:PutItem'], keyPrefixes: [REPORT_PREFIX, AUDIT_PREFIX, OUTBOX_PREFIX] },
      { actions: ['dynamodb:UpdateItem'], keyPrefixes: [AGGREGATE_PREFIX, REVIEW_MONTH_PREFIX] },
      { actions: ['dynamodb:ConditionCheckItem'], keyPrefixes: [REPORT_PREFIX] },
    ],
  },
  // Form lookups answered from the customer profiles and the track catalogue (code, not table).
  'reference/form-customers': NOTHING,
  'reference/form-lines': NOTHING,
  'reference/form-directions': NOTHING,
  'reference/form-grinders': NOTHING,
  'reference/form-stones': NOTHING,
  'reference/form-profiles': NOTHING,
  'reference/form-chain-bounds': NOTHING,
  // The OpenAPI document is built from the contracts in the bundle: no table, no bucket.
  'docs/openapi': NOTHING,
  // Data collection (issue 15): signing a PUT needs the PutObject right itself, under cat/uploads/
  // only, and no table; filing writes the shift, its records and the file claims in one
  // transaction and checks each upload exists (HeadObject: read); the list reads the site index
  // and the results; one run reads its result item only.
  'data-collection/create-upload': { ...NOTHING, uploads: 'put', uploadsPrefix: CAT_UPLOAD_PREFIX },
  'data-collection/file-shift': {
    ...NOTHING,
    items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [DC_SHIFT_PREFIX, CAT_FILE_PREFIX, AUDIT_PREFIX] }],
    uploads: 'read',
    uploadsPrefix: CAT_UPLOAD_PREFIX,
  },
  'data-collection/list-runs': { ...NOTHING, table: 'read' },
  // Photos (issue 28): signing a photo's PUT needs PutObject under photos/ only, and no table; the
  // photos of a report read the report and sign GETs of its photos and thumbnails (HeadObject of
  // the thumbnail first).
  'photos/create-photo-upload': { ...NOTHING, uploads: 'put', uploadsPrefix: PHOTO_PREFIX },
  'photos/report-photos': { ...NOTHING, items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [REPORT_PREFIX] }], objectReads: [PHOTO_PREFIX, PHOTO_THUMB_PREFIX] },
  'data-collection/run-result': { ...NOTHING, items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [CAT_FILE_PREFIX] }] },
};

/** The report filings (services/file-report.ts): they check the photos of the report before the write. */
export const FILING_HANDLERS: ReadonlySet<string> = new Set([
  'reports/submit-bart-report',
  'reports/submit-standard-report',
  'reports/submit-skytrain-report',
  'reports/submit-second-flow-report',
  'reports/submit-generic-report',
  'reports/submit-nyct-report',
]);

/**
 * - `user/*` and `users/*` handlers get exactly what their work needs (account-route-access.ts); a new one must
 *   be added there, so synth fails rather than deploying a Lambda with unknown needs.
 * - Every other handler reads the table on GET and writes it otherwise.
 * - `data-collection/*` handlers also use the CAT upload bucket, the same way.
 * - Handlers with needs of their own are declared in OTHER_HANDLERS (the PDF, the map image) or
 *   above (the measurement import); the map layers are plain GETs and only read the table.
 */
export function routeAccess(route: RouteDef): RouteAccess {
  // A measurement import reads the site's tracks and replaces one measurement item: no report,
  // session or track is ever written by it.
  if (route.handler === 'maps/import-measurements') {
    return { ...NOTHING, table: 'read', items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [MEASUREMENT_PREFIX, AUDIT_PREFIX] }] };
  }
  if (route.handler.startsWith('users/')) {
    const access = USERS_HANDLERS[route.handler];
    if (!access) throw new Error(`No IAM access declared for ${route.handler}: add it to infra/src/account-route-access.ts`);
    return access;
  }
  if (route.handler.startsWith('user/')) {
    const access = USER_HANDLERS[route.handler];
    if (!access) throw new Error(`No IAM access declared for ${route.handler}: add it to infra/src/account-route-access.ts`);
    return access;
  }
  const declared = OTHER_HANDLERS[route.handler];
  if (declared) return declared;
  const level: DataAccess = route.method === 'GET' ? 'read' : 'readWrite';
  return {
    table: level,
    items: [],
    uploads: route.handler.startsWith('data-collection/') ? level : 'none',
    // A filing checks that each photo it refers to was uploaded (HeadObject under photos/).
    ...(FILING_HANDLERS.has(route.handler) ? { objectReads: [PHOTO_PREFIX] } : {}),
    cognito: [],
  };
}

/**
 * A stream worker (functions/src/workers.ts): the mail worker reads the outbox, the mail lists and
 * the tracks and writes the outbox and its mail records (table read and write), and keeps the map
 * pictures it draws in the bucket like the maps routes. Its SES permission is the sender's
 * identity only (stacks/api-stack.ts); the stream read is granted by its event source.
 */
export function workerAccess(worker: { handler: string }): RouteAccess {
  // The CAT processing reads (and deletes an oversized) upload and writes the file's result item.
  if (worker.handler === 'data-collection/process-upload') {
    return {
      ...NOTHING,
      items: [{ actions: ['dynamodb:GetItem', 'dynamodb:PutItem'], keyPrefixes: [CAT_FILE_PREFIX] }],
      uploads: 'read',
      uploadsPrefix: CAT_UPLOAD_PREFIX,
      uploadsDelete: true,
    };
  }
  // The photo thumbnails (issue 28) read the photo and write its thumbnail: GetObject under
  // photos/ (with listing there, so a photo deleted meanwhile is a 404), PutObject under photo-thumbs/.
  if (worker.handler === 'photos/make-thumbnails') {
    return { ...NOTHING, uploads: 'put', uploadsPrefix: PHOTO_THUMB_PREFIX, objectReads: [PHOTO_PREFIX] };
  }
  // The reviewers' daily mail reads the month's reports and reviews and writes its outbox items.
  if (worker.handler === 'reviews/daily-digest') {
    return { ...NOTHING, table: 'read', items: [{ actions: ['dynamodb:PutItem'], keyPrefixes: [OUTBOX_PREFIX] }] };
  }
  if (!worker.handler.startsWith('mail/')) throw new Error(`No IAM access declared for worker ${worker.handler}: add it to infra/src/route-access.ts`);
  // It also reads the thumbnails of a report's photos to send them inline (issue 28).
  return { table: 'readWrite', items: [], uploads: 'readWrite', uploadsPrefix: MAP_PICTURE_PREFIX, objectReads: [PHOTO_THUMB_PREFIX], cognito: [] };
}

/** The authorizer: one consistent GetItem of the caller's session (services/sessions.ts). */
export function authorizerAccess(): RouteAccess {
  return { ...NOTHING, items: [{ actions: ['dynamodb:GetItem'], keyPrefixes: [SESSION_PREFIX] }] };
}
