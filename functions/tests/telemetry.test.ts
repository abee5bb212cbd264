/**
 * What the functions log and publish, through the real handlers (docs/observability.md): one
 * correlation id from the API request into the mail worker and the CAT processing, and the
 * business metrics as EMF. A table of its own (tests/harness/isolated-table.ts), so the oldest
 * unsent mail is one of this file's.
 */
import { captureOutput, type Capture } from './support/telemetry';
import { createHarnessTable, dropHarnessTable } from './harness/isolated-table';
/* Handler modules after the two above: they read the environment when they load. */
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeAfterPair, formatCatFile } from '../src/cat/demo-run';
import { outboxKeys, unsentMailKeys } from '../src/data/mail-entities';
import { handler as createUpload } from '../src/handlers/data-collection/create-upload';
import { handler as processUpload } from '../src/handlers/data-collection/process-upload';
import { handler as weeklyPdf } from '../src/handlers/dashboard/nyct-weekly-pdf';
import { handler as drain } from '../src/handlers/mail/drain-outbox';
import { handler as submitBart } from '../src/handlers/reports/submit-bart-report';
import { handler as login } from '../src/handlers/user/login';
import { ddb } from '../src/lib/clients/dynamodb';
import { ses } from '../src/lib/clients/ses';
import { config } from '../src/lib/config';
import { putMailList } from '../src/mail/mail-lists';
import { oldestUnsentMailAgeSeconds } from '../src/mail/outbox';
import type { OutboxItem } from '../src/mail/outbox-item';
import { routeById } from '../src/route-table';
import { bartForm } from '../src/services/test-fixtures';
import { httpEvent, invoke, jsonBody, lambdaContext, routeEvent } from './support/events';

const BART_ADMIN = { username: 'bartadmin', role: 'BARTadmin' };
const ADMIN_MGMT = { username: 'adminmgmt', role: 'adminMgmt' };
const sum = (values: { value: number }[]) => values.reduce((total, v) => total + v.value, 0);

let out: Capture;

/** Files a BART report as request `requestId`; answers its stored outbox item. */
async function file(date: string, requestId: string): Promise<OutboxItem> {
  const body = bartForm({ date, grinderType: '5062' });
  const filed = await invoke(submitBart, routeEvent(routeById('bart-report-submit'), { body, caller: BART_ADMIN, requestId }));
  expect(filed.statusCode).toBe(201);
  const { shiftId } = jsonBody<{ shiftId: string }>(filed);
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: outboxKeys.outbox(shiftId, body.submissionId as string), ConsistentRead: true }));
  return Item as OutboxItem;
}

/** The outbox item as the table's stream delivers it to the mail worker. */
const streamed = (item: OutboxItem) => ({ Records: [{ eventName: 'INSERT' as const, dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) as never } }] });

async function unsentMarkers(): Promise<Record<string, unknown>[]> {
  const { Items } = await ddb.send(new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': unsentMailKeys.partition }, ConsistentRead: true }));
  return Items ?? [];
}

beforeAll(async () => {
  await createHarnessTable(config.tableName);
  process.env.MAIL_RETRY_BASE_MS = '5';
  await putMailList('INTERNAL', { addresses: ['office@grindline.test'] }, BART_ADMIN);
  await putMailList('BART', { addresses: ['ops@bart.test'] }, BART_ADMIN);
});
afterAll(() => dropHarnessTable());
beforeEach(() => {
  out = captureOutput();
});
afterEach(() => {
  out.stop();
  jest.restoreAllMocks();
  delete process.env.MAIL_MAX_ATTEMPTS;
});

describe('one correlation id from the request into the work it causes', () => {
  it("files a report (ReportsFiled for its site), and the mail worker drains its outbox under the request's correlation id", async () => {
    const requestId = `req-${randomUUID()}`;
    const item = await file('2082-02-01', requestId);

    expect(out.metric('ReportsFiled')).toEqual([{ value: 1, dimensions: { site: 'BART' } }]);
    expect(out.logs()).toContainEqual(expect.objectContaining({ message: 'Request', service: 'bart-report-submit', route: 'bart-report-submit', status: 201, correlation_id: requestId }));
    expect(item.correlationId).toBe(requestId);
    expect(await unsentMarkers()).toEqual([expect.objectContaining({ entity: 'outboxUnsent', shiftId: item.shiftId, createdAt: item.createdAt })]);

    await drain(streamed(item));
    const worker = out.logs().filter((l) => l.service === 'mail-outbox');
    expect(worker).toContainEqual(expect.objectContaining({ level: 'INFO', message: 'Report mails drained', shiftId: item.shiftId, status: 'done', correlation_id: requestId }));
    expect(worker.filter((l) => l.shiftId === item.shiftId).every((l) => l.correlation_id === requestId)).toBe(true);
    expect(sum(out.metric('MailsSent'))).toBe(2);
    expect(out.metric('MailsFailed')).toEqual([]);
    // Every mail sent: the marker is gone and nothing is waiting.
    expect(await unsentMarkers()).toEqual([]);
    expect(out.metric('OldestUnsentMailAgeSeconds')).toEqual([{ value: 0, dimensions: {} }]);
  });

  it('counts mails that failed after their tries, and publishes the age of the oldest unsent one until it is sent', async () => {
    process.env.MAIL_MAX_ATTEMPTS = '1';
    const realSend = ses.send.bind(ses);
    const spy = jest.spyOn(ses, 'send').mockRejectedValue(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailable' }) as never);
    const filedAt = Date.now();
    const item = await file('2082-02-02', `req-${randomUUID()}`);

    await drain(streamed(item));
    expect(sum(out.metric('MailsFailed'))).toBe(2);
    expect(out.logs()).toContainEqual(expect.objectContaining({ level: 'WARN', message: 'Mail not sent', shiftId: item.shiftId, correlation_id: item.correlationId }));
    const [age] = out.metric('OldestUnsentMailAgeSeconds');
    expect(age.value).toBeGreaterThanOrEqual(0);
    expect(age.value).toBeLessThanOrEqual(Math.ceil((Date.now() - filedAt) / 1000) + 1);
    expect(await unsentMarkers()).toHaveLength(1);
    // The age is the marker's: an hour later it is an hour more.
    expect(await oldestUnsentMailAgeSeconds(Date.parse(item.createdAt) + 3_600_000)).toBe(3600);

    spy.mockImplementation(realSend as never);
    await drain(streamed(item));
    expect(sum(out.metric('MailsSent'))).toBe(2);
    expect(out.metric('OldestUnsentMailAgeSeconds').at(-1)?.value).toBe(0);
  });

  it("processes a CAT upload under the upload request's correlation id (CatRunsProcessed, CatRunsFailed)", async () => {
    const upload = async (fileName: string, text: string, requestId: string) => {
      const res = await invoke(createUpload, routeEvent(routeById('datacollection-upload'), { body: { fileName, size: Buffer.byteLength(text) }, caller: ADMIN_MGMT, requestId }));
      const signed = jsonBody<{ fileId: string; key: string; url: string; headers: Record<string, string> }>(res);
      expect(signed.headers['x-amz-meta-correlation-id']).toBe(requestId);
      expect((await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: text })).status).toBe(200);
      await processUpload({ Records: [{ s3: { object: { key: signed.key } } }] });
      return signed.fileId;
    };
    const good = `req-${randomUUID()}`;
    const goodId = await upload('run0909L.txt', formatCatFile(beforeAfterPair(20, 3).before, { samplingDistanceMm: 1 }), good);
    const bad = `req-${randomUUID()}`;
    const badId = await upload('bad0909R.txt', '# sampling_distance: 1\n1\nnot a number\n', bad);

    const worker = out.logs().filter((l) => l.service === 'cat-process');
    expect(worker).toContainEqual(expect.objectContaining({ message: 'CAT file processed', fileId: goodId, status: 'processed', correlation_id: good }));
    expect(worker).toContainEqual(expect.objectContaining({ message: 'CAT file processed', fileId: badId, status: 'failed', correlation_id: bad }));
    expect(out.metric('CatRunsProcessed')).toEqual([{ value: 1, dimensions: {} }]);
    expect(out.metric('CatRunsFailed')).toEqual([{ value: 1, dimensions: {} }]);
  });
});

describe('metrics of sign-in and printing', () => {
  it('counts a refused sign-in, and logs it without the user name (a password typed into it)', async () => {
    const typedIntoUserName = 'Tr0ub4dor&3-typed-in-the-wrong-field';
    const result = await invoke(login, httpEvent({ method: 'POST', path: '/api/user/login', body: { username: typedIntoUserName, password: 'whatever-1' }, sourceIp: '203.0.113.77' }));
    expect(result.statusCode).toBe(401);
    expect(out.metric('LoginFailures')).toEqual([{ value: 1, dimensions: {} }]);
    expect(out.logs()).toContainEqual(expect.objectContaining({ level: 'INFO', message: 'Sign-in refused', reason: 'bad credentials', service: 'user-login' }));
    expect(out.lines.filter((l) => l.includes(typedIntoUserName))).toEqual([]);
  });

  it('times each weekly PDF printed (PdfDurationMs) and counts one that could not be printed (PdfFailures)', async () => {
    const chromium = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    // The route's own time limit (60 s, a Chromium route), not the 10 s of the other routes.
    const route = routeById('nyct-weekly-pdf');
    const context = { ...lambdaContext, getRemainingTimeInMillis: () => (route.timeoutSeconds ?? 10) * 1000 };
    const post = () => weeklyPdf(routeEvent(route, { body: { week: '2033-05-02' }, caller: ADMIN_MGMT }), context as never);
    try {
      expect((await post()).statusCode).toBe(500);
    } finally {
      process.env.CHROMIUM_PATH = chromium;
    }
    expect(out.metric('PdfFailures')).toEqual([{ value: 1, dimensions: {} }]);
    expect(out.metric('PdfDurationMs')).toEqual([]);

    expect((await post()).statusCode).toBe(200);
    const [duration] = out.metric('PdfDurationMs');
    expect(duration.value).toBeGreaterThan(0);
    expect(out.emf().find((d) => 'PdfDurationMs' in d)?._aws.CloudWatchMetrics[0].Metrics).toEqual([{ Name: 'PdfDurationMs', Unit: 'Milliseconds' }]);
  }, 150_000);
});
