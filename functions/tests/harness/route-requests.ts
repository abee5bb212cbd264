/**
 * One request builder per route of the route table: a valid request of the route for a given
 * site, which an allowed caller gets a success for. The derived authorisation test, the token
 * test and the fuzz test all start from these; a route without an entry fails the suite
 * (derived-authorization.test.ts, 'every route of the route table has a harness scenario').
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CUSTOMERS, customerProfile, photoKey, photoThumbKey, type ShiftReport } from '@grindline/domain';
import { randomUUID } from 'node:crypto';
import { ddb } from '../../src/lib/clients/dynamodb';
import { config } from '../../src/lib/config';
import { customerCatalogue } from '../../src/reference/catalogue';
import { toReportItem } from '../../src/services/report-store';
import { STANDARD_SITES } from '../../src/services/standard-reports';
import { outboxItem } from '../../src/mail/outbox-item';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { formatCatFile, generateRun } from '../../src/cat/demo-run';
import { s3 } from '../../src/lib/clients/s3';
import { processUpload } from '../../src/services/data-collection/process-upload';
import { uploadKey } from '../../src/services/data-collection/uploads';
import { agencyCallbackRequest } from '../support/agency-sign-in';
import type { TestSession } from '../support/session';
import { totpCode } from '../support/totp';
import { harnessSession, harnessUser, harnessUsername, mfaChallenge, newPasswordChallenge, resetCode, totpSecret } from './accounts';
import { bartBody, genericBody, nyctBody, secondFlowBody, skytrainBody, standardBody, trackImportBody } from './valid-bodies';

/** What a test sends: everything but the method, path and session. */
export interface RouteRequest {
  /** Objects are sent as JSON; strings as they are (with content-type application/json). */
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Cookies besides the caller's session cookies. */
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  sourceIp?: string;
  /** Send the request with this session instead of the caller's (null: with no session at all). */
  as?: TestSession | null;
}

/** What a builder gets: the site the data should belong to, a sequence number and sessions. */
export interface BuildContext {
  site: string;
  /** Unique per request of a test file: makes dates and shift ids unique, so no request collides. */
  seq: number;
  /** The caller's session, null when calling without one. */
  session: TestSession | null;
  /** A session of a public caller (mbta), for public routes that need one when the caller has none. */
  fallback: TestSession;
  /** Signs the caller (or mbta) in again: a session the request may end (logout). */
  freshSession(): Promise<TestSession>;
}

/** A route's harness scenario. */
export interface RouteScenario {
  /** Sites this route can serve a valid request for; the first is its default. */
  sites: readonly string[];
  /** Status of a valid request from a caller the route admits. */
  success: number;
  build(ctx: BuildContext): Promise<RouteRequest>;
}

/** 2030-01-01 plus `seq` days, as YYYY-MM-DD: a date no other request of the file uses. */
export function uniqueDate(seq: number): string {
  return new Date(Date.UTC(2030, 0, 1) + seq * 86_400_000).toISOString().slice(0, 10);
}

/** Stores a report of `site` straight into the table (as a form would) and returns it. */
export async function storeReport(site: string, seq: number): Promise<ShiftReport> {
  const date = uniqueDate(seq);
  const report: ShiftReport = {
    shiftId: `${date.replace(/-/g, '')}${String(seq % 1_000_000).padStart(6, '0')}`,
    site,
    variant: 'standard',
    date,
    line: customerCatalogue(site)?.lines[0]?.name ?? 'A',
    grinderType: 'LRG-24',
    stoneType: 'NA',
    grinderOperator: 'Harness Seed',
    shiftType: 'R-Regular',
    sparkMin: 60,
    passFeet: 100,
    feetComp: 50,
    feetIncomp: 0,
    comments: `harness report of ${site}`,
    ranges: [],
    createdAt: '2030-01-01T00:00:00.000Z',
    createdBy: 'harness',
    submissionId: randomUUID(),
  };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: toReportItem(report) }));
  return report;
}

/** A report of `site` stored with one photo, the photo and its thumbnail put in the bucket (issue 28). */
async function storeReportWithPhoto(site: string, seq: number): Promise<ShiftReport> {
  const report = await storeReport(site, seq);
  const photo = { id: randomUUID(), fileName: `IMG_${seq}.jpg`, contentType: 'image/jpeg' as const, size: 3 };
  const put = (Key: string) => s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key, Body: 'jpg', ContentType: 'image/jpeg' }));
  await Promise.all([put(photoKey(site, report.submissionId, photo.id, 'image/jpeg')), put(photoThumbKey(site, report.submissionId, photo.id))]);
  const withPhoto: ShiftReport = { ...report, photos: [photo] };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: toReportItem(withPhoto) }));
  return withPhoto;
}

/** Files a NYCT report through the service (as nyctadmin) and answers its id, version and form. */
export async function fileNyctReport(seq: number): Promise<{ shiftId: string; changeId: string; form: Record<string, unknown> }> {
  const { submitNyctReport, submitNyctReportSchema } = await import('../../src/services/nyct-reports');
  const { getCurrentReport } = await import('../../src/services/report-store');
  const { accessFor } = await import('@grindline/domain');
  const { parse } = await import('../../src/lib/validate');
  const { submissionId: _s, ...form } = nyctBody(uniqueDate(seq));
  const filed = await submitNyctReport({ username: 'nyctadmin', role: 'NYCTadmin', access: accessFor('NYCTadmin') }, parse(submitNyctReportSchema, { ...form, submissionId: randomUUID() }));
  const current = await getCurrentReport(filed.shiftId);
  return { shiftId: filed.shiftId, changeId: current!.stamp.changeId, form };
}

/**
 * A month of `site` in 2060-2078 (by `seq`) holding one stored report approved by the site's
 * agency inspector through the service, closed too when `closed`: what the month routes need.
 */
async function approvedMonth(site: string, seq: number, closed: boolean): Promise<string> {
  const n = seq % 228;
  const month = `${2060 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const stored = await storeReport(site, seq);
  const report = { ...stored, date: `${month}-15`, shiftId: `${month.replace('-', '')}15${String(seq % 1_000_000).padStart(6, '0')}` };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: toReportItem(report) }));
  const { accessFor, inspectorRole } = await import('@grindline/domain');
  const { recordReview } = await import('../../src/services/reviews/record-review');
  const { closeMonth } = await import('../../src/services/reviews/month-close');
  const inspector = { username: `${site.toLowerCase()}inspector`, role: inspectorRole(site), access: accessFor(inspectorRole(site)) };
  await recordReview(inspector, report.shiftId, { decision: 'approved', version: 1, comment: '' });
  // Another request's report may share the month: approve those too, so the month can close.
  const { monthReports } = await import('../../src/services/reviews/review-store');
  const { monthReviews } = await import('../../src/services/reviews/review-store');
  const reviews = await monthReviews(site, month);
  for (const { report: r, version } of await monthReports(site, month)) {
    if (reviews.get(r.shiftId)?.latest.version !== version && r.shiftId !== report.shiftId) await recordReview(inspector, r.shiftId, { decision: 'approved', version, comment: '' });
  }
  if (closed) await closeMonth(inspector, site, month);
  return month;
}

const importedTracks = new Map<string, Promise<string>>();

/**
 * The track id of a track of `site` imported into the table (once per site), through the import
 * service as the super admin would.
 */
export function importedTrackOf(site: string): Promise<string> {
  let found = importedTracks.get(site);
  if (!found) {
    found = (async () => {
      const { importTrack } = await import('../../src/reference/track-import');
      const { accessFor, importTrackSchema } = await import('@grindline/domain');
      const admin = { username: 'admin', role: 'admin', access: accessFor('admin') };
      let lastError: unknown;
      for (const widen of [1, 4, 16, 64]) {
        try {
          return (await importTrack(admin, importTrackSchema.parse(trackImportBody(site, widen)))).trackId;
        } catch (error) {
          lastError = error; // too few chain points: try a longer stretch
        }
      }
      throw lastError;
    })();
    importedTracks.set(site, found);
  }
  return found;
}

const ALL_CUSTOMERS: readonly string[] = CUSTOMERS;
const dailyStatsQuery = (site: string) => ({ site, startDate: '2029-12-01', endDate: '2031-12-31' });
/** Sites whose catalogue has a line to import (every customer with a map). */
const CATALOGUE_SITES = ALL_CUSTOMERS.filter((site) => (customerCatalogue(site)?.lines.length ?? 0) > 0);

/** First catalogue line of a site (the form lookups of a line). */
const firstLine = (site: string): string => customerCatalogue(site)?.lines[0]?.name ?? '';
/** A form lookup of every catalogue site: `extra` adds the query values besides the site. */
const formLookup = (extra: (site: string, seq: number) => Record<string, string> = () => ({})): RouteScenario => ({
  sites: CATALOGUE_SITES,
  success: 200,
  build: async ({ site, seq }) => ({ query: { site, ...extra(site, seq) } }),
});

/** A small CAT rail file put where the browser's presigned PUT puts it; processed when asked. */
async function uploadedCatFile(seq: number, processed: boolean): Promise<{ id: string; fileName: string }> {
  const id = randomUUID();
  const fileName = `harness${seq}L.txt`;
  const text = formatCatFile(generateRun({ lengthM: 3, seed: seq + 1, floorRmsUm: 2 }), { samplingDistanceMm: 1 });
  await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: uploadKey(id, fileName), Body: text }));
  if (processed) await processUpload(uploadKey(id, fileName));
  return { id, fileName };
}

/** The scenario of every route, by route id. */
export const ROUTE_SCENARIOS: Readonly<Record<string, RouteScenario>> = {
  'user-login': {
    sites: ['MBTA'],
    success: 200,
    build: async () => ({ body: { username: 'mbta', password: 'Grindline-demo-1' } }),
  },
  'user-refresh': {
    sites: ['MBTA'],
    success: 200,
    // A public route: without a session of its own the caller sends mbta's cookies.
    build: async ({ session, fallback }) => ({ as: session ?? fallback, cookies: { gl_refresh: (session ?? fallback).refreshToken } }),
  },
  'user-logout': {
    sites: ['MBTA'],
    success: 200,
    // Logout ends the session it is sent with: never the caller's shared one.
    build: async ({ session, freshSession }) => ({ as: session ? await freshSession() : null }),
  },
  'user-me': { sites: ['MBTA'], success: 200, build: async () => ({}) },
  // Agency sign-in: public; the callback needs a sign-in really finished at the demo agency's
  // provider (tests/support/agency-sign-in.ts), fresh per request since a state is used once.
  'user-sso-providers': { sites: ['BART'], success: 200, build: async () => ({}) },
  'user-sso-start': { sites: ['BART'], success: 200, build: async () => ({ body: { provider: 'bart', returnTo: '/maps/BART' } }) },
  'user-sso-callback': {
    sites: ['BART'],
    success: 200,
    build: async () => {
      const { code, state, browserSecret } = await agencyCallbackRequest();
      return { as: null, body: { code, state }, cookies: { gl_sso: browserSecret } };
    },
  },
  'bart-report-exists': {
    sites: ['BART'],
    success: 200,
    build: async ({ seq }) => ({ query: { date: uniqueDate(seq), grinderType: '5062' } }),
  },
  'bart-report-submit': { sites: ['BART'], success: 201, build: async ({ seq }) => ({ body: bartBody(uniqueDate(seq)) }) },
  'bart-report-list': { sites: ['BART'], success: 200, build: async ({ seq }) => ({ query: { date: uniqueDate(seq) } }) },
  'standard-report-submit': {
    sites: STANDARD_SITES.filter((site) => customerCatalogue(site) && customerProfile(site).shiftTypes.some((t) => t !== 'R-Regular')),
    success: 201,
    build: async ({ site, seq }) => ({ body: standardBody(site, uniqueDate(seq)) }),
  },
  'skytrain-report-submit': { sites: ['SKYTRAIN'], success: 201, build: async ({ seq }) => ({ body: skytrainBody(uniqueDate(seq)) }) },
  'second-flow-report-submit': { sites: ['NCTD', 'SOUNDTRANSIT'], success: 201, build: async ({ site, seq }) => ({ body: secondFlowBody(site, uniqueDate(seq)) }) },
  'generic-report-submit': {
    sites: STANDARD_SITES.filter((site) => customerCatalogue(site)),
    success: 201,
    build: async ({ site, seq }) => ({ body: genericBody(site, uniqueDate(seq)) }),
  },
  'report-shifts': {
    sites: CATALOGUE_SITES,
    success: 200,
    build: async ({ site, seq }) => ({ query: { site, date: uniqueDate(seq), line: firstLine(site) } }),
  },
  // storeReport's report has no grind rows: give it one so a row can be deleted.
  'report-grind-row-delete': {
    sites: ALL_CUSTOMERS,
    success: 200,
    build: async ({ site, seq }) => {
      const report = await storeReport(site, seq);
      const withRow = { ...report, ranges: [{ trackId: 'T_1', direction: 'EB', from: 1, to: 2, length: 100, passesLeft: 1, passesRight: 1, complete: true }] };
      await ddb.send(new PutCommand({ TableName: config.tableName, Item: toReportItem(withRow) }));
      return { params: { shiftId: report.shiftId, index: '0' } };
    },
  },
  'report-grind-delete-all': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site, seq }) => ({ params: { shiftId: (await storeReport(site, seq)).shiftId } }) },
  'skytrain-report-list': { sites: ['SKYTRAIN'], success: 200, build: async ({ seq }) => ({ query: { date: uniqueDate(seq) } }) },
  'nyct-report-submit': { sites: ['NYCT'], success: 201, build: async ({ seq }) => ({ body: nyctBody(uniqueDate(seq)) }) },
  'report-delete': {
    sites: ALL_CUSTOMERS,
    success: 204,
    build: async ({ site, seq }) => ({ params: { shiftId: (await storeReport(site, seq)).shiftId } }),
  },
  // Photos (issue 28): one photo of a shift of the site; a stored report with a photo and its thumbnail.
  'photo-upload': {
    sites: ALL_CUSTOMERS,
    success: 200,
    build: async ({ site, seq }) => ({ body: { site, submissionId: randomUUID(), photoId: randomUUID(), fileName: `IMG_${seq}.jpg`, contentType: 'image/jpeg', size: 1000 + seq } }),
  },
  'report-photos': {
    sites: ALL_CUSTOMERS,
    success: 200,
    build: async ({ site, seq }) => ({ params: { shiftId: (await storeReportWithPhoto(site, seq)).shiftId } }),
  },
  // Report versions (issue 11): an NYCT report filed through the service, as the form would.
  'report-edit-get': { sites: ['NYCT'], success: 200, build: async ({ seq }) => ({ params: { shiftId: (await fileNyctReport(seq)).shiftId } }) },
  'report-edit': {
    sites: ['NYCT'],
    success: 200,
    build: async ({ seq }) => {
      const { shiftId, changeId, form } = await fileNyctReport(seq);
      return { params: { shiftId }, body: { ...form, changeId, sparkMin: 175 } };
    },
  },
  // Agency sign-off (issue 29). Version 1 of a stored report is reviewed; months are closed only in
  // 2060-2078, which no other test uses (a closed month refuses every change of its shifts).
  'review-list': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site, seq }) => ({ query: { site, month: uniqueDate(seq).slice(0, 7) } }) },
  'review-get': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site, seq }) => ({ params: { shiftId: (await storeReport(site, seq)).shiftId } }) },
  'review-post': { sites: ['BART', 'NCTD'], success: 200, build: async ({ site, seq }) => ({ params: { shiftId: (await storeReport(site, seq)).shiftId }, body: { decision: 'approved', version: 1 } }) },
  statement: { sites: ALL_CUSTOMERS, success: 200, build: async ({ site, seq }) => ({ query: { site, month: uniqueDate(seq).slice(0, 7) } }) },
  'statement-csv': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site, seq }) => ({ query: { site, month: uniqueDate(seq).slice(0, 7) } }) },
  // One month without shifts for every request: its PDF is printed once per site, then served from the bucket.
  'statement-pdf': { sites: ['BART', 'NCTD'], success: 200, build: async ({ site }) => ({ body: { site, month: '2036-01' } }) },
  'statement-close': { sites: ['BART', 'NCTD'], success: 200, build: async ({ site, seq }) => ({ body: { site, month: await approvedMonth(site, seq, false) } }) },
  'statement-reopen': { sites: ['BART', 'NCTD'], success: 200, build: async ({ site, seq }) => ({ body: { site, month: await approvedMonth(site, seq, true), reason: 'Harness reopening' } }) },
  'report-history': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site, seq }) => ({ params: { shiftId: (await storeReport(site, seq)).shiftId } }) },
  'report-restore': {
    sites: ALL_CUSTOMERS,
    success: 200,
    // A deleted report: version 1 (as filed) is brought back.
    build: async ({ site, seq }) => {
      const { shiftId } = await storeReport(site, seq);
      const { deleteReport } = await import('../../src/services/delete-report');
      const { accessFor, importTrackSchema } = await import('@grindline/domain');
      await deleteReport({ username: 'adminmgmt', role: 'adminMgmt', access: accessFor('adminMgmt') }, shiftId);
      return { params: { shiftId }, body: { version: 1 } };
    },
  },
  'audit-log': { sites: ['MBTA'], success: 200, build: async ({ seq }) => ({ query: { from: uniqueDate(seq), to: uniqueDate(seq) } }) },
  'daily-stats': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: dailyStatsQuery(site) }) },
  'daily-stats-csv': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: dailyStatsQuery(site) }) },
  grinders: { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: { site } }) },
  // A week of the report's first year: the route reads the history one calendar year per query
  // from 2021, so a 2030 week would cost ten queries a request for no more coverage.
  'nyct-weekly': { sites: ['NYCT'], success: 200, build: async () => ({ query: { week: '2021-06-07' } }) },
  // One week for every request: its PDF is printed once and then served from the bucket.
  'nyct-weekly-pdf': { sites: ['NYCT'], success: 200, build: async () => ({ body: { week: '2021-06-07' } }) },
  'monthly-report-pdf': { sites: ['NCTD', 'BART'], success: 200, build: async ({ site }) => ({ body: { site, projectStart: '2029-12-01', reportEnd: '2031-12-31', interval: 31, phase: '1' } }) },
  'reference-track-import': { sites: ['JFK'], success: 201, build: async ({ site }) => ({ body: trackImportBody(site) }) },
  'reference-track-list': { sites: CATALOGUE_SITES, success: 200, build: async ({ site }) => ({ query: { site } }) },
  'reference-track-points': {
    sites: CATALOGUE_SITES,
    success: 200,
    build: async ({ site }) => ({ query: { site }, params: { trackId: await importedTrackOf(site) } }),
  },
  'report-mails': {
    sites: ALL_CUSTOMERS,
    success: 200,
    // A report as filed: stored with the outbox item of its mails (services/file-report.ts).
    build: async ({ site, seq }) => {
      const report = await storeReport(site, seq);
      await ddb.send(new PutCommand({ TableName: config.tableName, Item: outboxItem(report) }));
      return { params: { shiftId: report.shiftId } };
    },
  },
  'mail-lists': { sites: ['MBTA'], success: 200, build: async () => ({}) },
  // People and accounts (issue 31): each request acts on a fresh user (tests/harness/accounts.ts),
  // never on a demo user; public sign-in steps use an address of their own (the login throttle).
  'user-new-password': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ seq }) => {
      const { username, challenge } = await newPasswordChallenge();
      return { cookies: { gl_challenge: challenge }, body: { username, newPassword: 'Harness-new-1!' }, sourceIp: `10.31.1.${seq % 250}` };
    },
  },
  'user-mfa-sign-in': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ seq }) => {
      const { username, challenge, code } = await mfaChallenge();
      return { cookies: { gl_challenge: challenge }, body: { username, code }, sourceIp: `10.31.2.${seq % 250}` };
    },
  },
  'user-password-forgot': { sites: ['MBTA'], success: 202, build: async ({ seq }) => ({ body: { username: harnessUsername('nobody') }, sourceIp: `10.31.3.${seq % 250}` }) },
  'user-password-reset': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ seq }) => {
      const { username, code } = await resetCode();
      return { body: { username, code, newPassword: 'Harness-reset-1!' }, sourceIp: `10.31.4.${seq % 250}` };
    },
  },
  // The enrolment acts on the caller's own factor: a fresh user's session stands in for a signed-in caller.
  'user-mfa-setup': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ session }) => {
      if (!session) return {};
      const fresh = await harnessSession();
      return { as: fresh.session, cookies: { gl_refresh: fresh.session.refreshToken } };
    },
  },
  'user-mfa-verify': {
    sites: ['MBTA'],
    success: 200,
    build: async ({ session }) => {
      if (!session) return { body: { code: '123456' } };
      const fresh = await totpSecret();
      return { as: fresh.session, cookies: { gl_refresh: fresh.session.refreshToken }, body: { code: totpCode(fresh.secret) } };
    },
  },
  'users-list': { sites: ['MBTA'], success: 200, build: async () => ({}) },
  'users-invite': {
    sites: ['MBTA'],
    success: 201,
    build: async () => {
      const username = harnessUsername('inv');
      return { body: { username, name: 'Harness Invitee', email: `${username}@harness.example.com`, role: 'MBTA' } };
    },
  },
  'users-role': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA') }, body: { role: 'NCTDadmin' } }) },
  'users-disable': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA', true) } }) },
  'users-enable': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA', true) } }) },
  'users-resend': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA') } }) },
  'users-delete': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA', true) } }) },
  'users-mfa-reset': { sites: ['MBTA'], success: 200, build: async () => ({ params: { username: await harnessUser('MBTA', true) } }) },
  'form-customers': { sites: ['MBTA'], success: 200, build: async () => ({}) },
  'form-lines': formLookup(),
  'form-directions': formLookup((site) => ({ line: firstLine(site) })),
  'form-grinders': formLookup(),
  'form-stones': formLookup(),
  'form-profiles': formLookup(),
  'form-chain-bounds': formLookup((site) => ({ line: firstLine(site) })),
  'form-next-shift-number': formLookup((site, seq) => ({ date: uniqueDate(seq), grinderType: customerProfile(site).grinderTypes[0] ?? 'LRG-24' })),
  'form-shift-id-exists': formLookup((_site, seq) => ({ shiftId: `${uniqueDate(seq).replace(/-/g, '')}001003` })),
  'form-autopopulate': formLookup((site, seq) => ({ line: firstLine(site), date: uniqueDate(seq) })),
  'form-autofill': formLookup((_site, seq) => ({ date: uniqueDate(seq) })),
  'dashboard-overview': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: dailyStatsQuery(site) }) },
  'dashboard-monthly': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: { site, projectStart: '2029-12-01', reportEnd: '2031-12-31', interval: '31' } }) },
  'dashboard-site': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: dailyStatsQuery(site) }) },
  // NYCT's request narrows to a division: div is valid there only (issue 13).
  'dashboard-performance': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: site === 'NYCT' ? { ...dailyStatsQuery(site), div: 'IND' } : dailyStatsQuery(site) }) },
  'site-plan-put': {
    sites: ['NCTD'],
    success: 200,
    build: async ({ site }) => ({
      params: { site },
      body: { goalFeet: 5000, phases: [{ phase: 1, startDate: '2029-01-01', endDate: '2031-12-31', tracks: [{ trackId: 'HARNESS_1', line: 'HARNESS', lengthFeet: 1000 }] }] },
    }),
  },
  'mail-list-put': {
    sites: ['MBTA'],
    success: 200,
    build: async () => ({ params: { clientKey: 'JFK' }, body: { addresses: ['harness@grindline.example.com'] } }),
  },
  'map-image': {
    sites: CATALOGUE_SITES,
    success: 200,
    build: async ({ site }) => ({ body: { site, trackId: await importedTrackOf(site), completeChains: [], label: 'harness' } }),
  },
  'datacollection-upload': { sites: ['MBTA'], success: 200, build: async ({ seq }) => ({ body: { fileName: `run${seq}L.txt`, size: 1000 + seq, samplingDistanceMm: 1 } }) },
  'datacollection-shift': {
    sites: ALL_CUSTOMERS,
    success: 201,
    build: async ({ site, seq }) => {
      const file = await uploadedCatFile(seq, false);
      return {
        body: {
          date: uniqueDate(seq),
          clientId: site,
          lineName: 'Harness line',
          records: [{ id: file.id, fileName: file.fileName, trackId: 'T1', rail: 'Left', sensor: 20, from: 1, to: 2, runningBand: 'Yes', extended: {} }],
        },
      };
    },
  },
  'datacollection-list': { sites: ALL_CUSTOMERS, success: 200, build: async ({ site }) => ({ query: { site, from: '2029-12-01', to: '2031-12-31' } }) },
  'datacollection-file': { sites: ['MBTA'], success: 200, build: async ({ seq }) => ({ params: { fileId: (await uploadedCatFile(seq, true)).id } }) },
  'maps-base': { sites: CATALOGUE_SITES, success: 200, build: async ({ site }) => ({ query: { site } }) },
  'maps-grind': { sites: CATALOGUE_SITES, success: 200, build: async ({ site }) => ({ query: { site, from: '2029-12-01', to: '2031-12-31' } }) },
  'maps-condition': { sites: CATALOGUE_SITES, success: 200, build: async ({ site }) => ({ query: { site } }) },
  'maps-measurements': {
    sites: ['BART', 'SKYTRAIN'],
    success: 200,
    build: async ({ site }) => ({ query: { site, layer: site === 'BART' ? 'tci' : 'noise' } }),
  },
  'maps-measurement-import': {
    sites: ['BART', 'SKYTRAIN'],
    success: 201,
    build: async ({ site, seq }) => ({ body: measurementImportBody(site, uniqueDate(seq)) }),
  },
  // The OpenAPI document: public, the same for every site.
  'docs-openapi': { sites: ['MBTA'], success: 200, build: async () => ({}) },
};

/** A one-row GeoJSON measurement file of `site` (BART TCI, SkyTrain noise): positions carried, no track needed. */
export function measurementImportBody(site: string, date: string): Record<string, unknown> {
  const bart = site === 'BART';
  const properties = bart ? { line: 'A', direction: '1', from: 1, to: 1.2, tci: 8.2 } : { line: 'EXPO', direction: 'OB', from: 10, to: 14, noise: 81.5 };
  const coordinates = bart ? [[-122.27, 37.8], [-122.26, 37.79]] : [[-123.11, 49.285], [-123.1, 49.28]];
  const content = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties, geometry: { type: 'LineString', coordinates } }] });
  return { site, layer: bart ? 'tci' : 'noise', date, format: 'geojson', content };
}
