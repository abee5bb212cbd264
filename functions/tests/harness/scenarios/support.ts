/**
 * What the route scenarios (route-requests.ts) are made of: the request and scenario types, unique
 * dates, and the data a request needs stored first (reports, a filed NYCT report, an approved month).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { CUSTOMERS, photoKey, photoThumbKey, type ShiftReport } from '@grindline/domain';
import { randomUUID } from 'node:crypto';
import { ddb } from '../../../src/lib/clients/dynamodb';
import { s3 } from '../../../src/lib/clients/s3';
import { config } from '../../../src/lib/config';
import { customerCatalogue } from '../../../src/reference/catalogue';
import { toReportItem } from '../../../src/services/report-store';
import type { TestSession } from '../../support/session';
import { nyctBody } from '../valid-bodies';

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
export async function storeReportWithPhoto(site: string, seq: number): Promise<ShiftReport> {
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
  const { submitNyctReport, submitNyctReportSchema } = await import('../../../src/services/nyct-reports');
  const { getCurrentReport } = await import('../../../src/services/report-store');
  const { accessFor } = await import('@grindline/domain');
  const { parse } = await import('../../../src/lib/validate');
  const { submissionId: _s, ...form } = nyctBody(uniqueDate(seq));
  const filed = await submitNyctReport({ username: 'nyctadmin', role: 'NYCTadmin', access: accessFor('NYCTadmin') }, parse(submitNyctReportSchema, { ...form, submissionId: randomUUID() }));
  const current = await getCurrentReport(filed.shiftId);
  return { shiftId: filed.shiftId, changeId: current!.stamp.changeId, form };
}

/**
 * A month of `site` in 2060-2078 (by `seq`) holding one stored report approved by the site's
 * agency inspector through the service, closed too when `closed`: what the month routes need.
 */
export async function approvedMonth(site: string, seq: number, closed: boolean): Promise<string> {
  const n = seq % 228;
  const month = `${2060 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const stored = await storeReport(site, seq);
  const report = { ...stored, date: `${month}-15`, shiftId: `${month.replace('-', '')}15${String(seq % 1_000_000).padStart(6, '0')}` };
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: toReportItem(report) }));
  const { accessFor, inspectorRole } = await import('@grindline/domain');
  const { recordReview } = await import('../../../src/services/reviews/record-review');
  const { closeMonth } = await import('../../../src/services/reviews/month-close');
  const inspector = { username: `${site.toLowerCase()}inspector`, role: inspectorRole(site), access: accessFor(inspectorRole(site)) };
  await recordReview(inspector, report.shiftId, { decision: 'approved', version: 1, comment: '' });
  // Another request's report may share the month: approve those too, so the month can close.
  const { monthReports } = await import('../../../src/services/reviews/review-store');
  const { monthReviews } = await import('../../../src/services/reviews/review-store');
  const reviews = await monthReviews(site, month);
  for (const { report: r, version } of await monthReports(site, month)) {
    if (reviews.get(r.shiftId)?.latest.version !== version && r.shiftId !== report.shiftId) await recordReview(inspector, r.shiftId, { decision: 'approved', version, comment: '' });
  }
  if (closed) await closeMonth(inspector, site, month);
  return month;
}

/** Every customer: the sites a route of any site serves a valid request for. */
export const ALL_CUSTOMERS: readonly string[] = CUSTOMERS;
/** The date span of the dashboard and daily-stats queries of `site`: 2029-12-01 to 2031-12-31, around the dates of uniqueDate. */
export const dailyStatsQuery = (site: string) => ({ site, startDate: '2029-12-01', endDate: '2031-12-31' });
/** Sites whose catalogue has a line to import (every customer with a map). */
export const CATALOGUE_SITES = ALL_CUSTOMERS.filter((site) => (customerCatalogue(site)?.lines.length ?? 0) > 0);

/** First catalogue line of a site (the form lookups of a line). */
export const firstLine = (site: string): string => customerCatalogue(site)?.lines[0]?.name ?? '';
