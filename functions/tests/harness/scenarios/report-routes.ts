/** The route scenarios of the report areas: filing, managing filed reports, photos, sign-off, mails, the audit (route-requests.ts). */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { customerProfile } from '@grindline/domain';
import { randomUUID } from 'node:crypto';
import { outboxItem } from '../../../src/mail/outbox-item';
import { ddb } from '../../../src/lib/clients/dynamodb';
import { config } from '../../../src/lib/config';
import { customerCatalogue } from '../../../src/reference/catalogue';
import { toReportItem } from '../../../src/services/report-store';
import { STANDARD_SITES } from '../../../src/services/standard-reports';
import { bartBody, genericBody, nyctBody, secondFlowBody, skytrainBody, standardBody } from '../valid-bodies';
import { ALL_CUSTOMERS, approvedMonth, CATALOGUE_SITES, fileNyctReport, firstLine, storeReport, storeReportWithPhoto, uniqueDate, type RouteScenario } from './support';

/** The scenario of every report route, by route id. */
export const REPORT_SCENARIOS: Readonly<Record<string, RouteScenario>> = {
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
      const { deleteReport } = await import('../../../src/services/delete-report');
      const { accessFor, importTrackSchema } = await import('@grindline/domain');
      await deleteReport({ username: 'adminmgmt', role: 'adminMgmt', access: accessFor('adminMgmt') }, shiftId);
      return { params: { shiftId }, body: { version: 1 } };
    },
  },
  'audit-log': { sites: ['MBTA'], success: 200, build: async ({ seq }) => ({ query: { from: uniqueDate(seq), to: uniqueDate(seq) } }) },
  'monthly-report-pdf': { sites: ['NCTD', 'BART'], success: 200, build: async ({ site }) => ({ body: { site, projectStart: '2029-12-01', reportEnd: '2031-12-31', interval: 31, phase: '1' } }) },
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
  'mail-list-put': {
    sites: ['MBTA'],
    success: 200,
    build: async () => ({ params: { clientKey: 'JFK' }, body: { addresses: ['harness@grindline.example.com'] } }),
  },
};
