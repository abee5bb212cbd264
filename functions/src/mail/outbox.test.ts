import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { NO_EMAIL_LIST, type ReportMails, type ShiftReport } from '@grindline/domain';
import { PNG } from 'pngjs';
import { isNewItemOf, TableStreamReader } from '../../../infra/local/stream-worker';
import { invoke, jsonBody, routeEvent } from '../../tests/support/events';
import { outboxKeys } from '../data/mail-entities';
import { handler as drain } from '../handlers/mail/drain-outbox';
import { handler as reportMailsHandler } from '../handlers/reports/report-mails';
import { handler as submitBart } from '../handlers/reports/submit-bart-report';
import { ddb } from '../lib/clients/dynamodb';
import { ses } from '../lib/clients/ses';
import { config } from '../lib/config';
import { customerCatalogue } from '../reference/catalogue';
import { sourceCoordinates } from '../reference/geometry-source';
import { importTrack } from '../reference/track-import';
import { routeById } from '../route-table';
import { SEED_CALLER } from '../seed/load';
import { parse } from '../lib/validate';
import { submitBartReport, submitBartReportSchema } from '../services/bart-reports';
import { getReport, putNewReport } from '../services/report-store';
import { MAP_CID } from './mail-content';
import { putMailList } from './mail-lists';
import { drainOutbox } from './outbox';
import { outboxItem } from './outbox-item';
import { photoKey, type PhotoRef } from '@grindline/domain';
import sharp from 'sharp';
import { handler as makeThumbnails } from '../handlers/photos/make-thumbnails';
import { testPicture, uploadPhoto } from '../services/photos/test-photos';

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
  attachments: Array<{ content: string; contentType: string; cid?: string; contentDisposition?: string }>;
}

async function sentMails(shiftId: string): Promise<StoredMail[]> {
  const response = await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.subject.includes(shiftId));
}

const bartadmin = { username: 'bartadmin', role: 'BARTadmin' };

function bartRequest(date: string, grinderType: string) {
  return {
    submissionId: crypto.randomUUID(),
    grinderOperator: 'Dana <b>Ortiz</b>',
    date,
    grinderType,
    stoneType: '10" coarse',
    startTime: '23:30',
    stopTime: '04:15',
    line: 'A',
    comments: 'Rail hot <script>alert(1)</script> & slow',
    rows: [
      { segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: 2, segmentTo: 3.2, passesLeft: 3, passesRight: 3 },
      { segmentType: 'Open Track', completed: 'incomplete', direction: '1', segmentFrom: 3.2, segmentTo: 3.5, passesLeft: 1, passesRight: 1 },
    ],
  };
}

/** Files through the route, then feeds the worker the stream records of that report's outbox. */
async function fileAndDrain(reader: TableStreamReader, request: ReturnType<typeof bartRequest>): Promise<{ shiftId: string; records: unknown[] }> {
  const filed = await invoke(submitBart, routeEvent(routeById('bart-report-submit'), { body: request, caller: bartadmin }));
  expect(filed.statusCode).toBe(201);
  const { shiftId } = jsonBody<{ shiftId: string }>(filed);
  let records: Awaited<ReturnType<TableStreamReader['read']>> = [];
  for (let i = 0; i < 20 && records.length === 0; i += 1) {
    records = (await reader.read()).filter((r) => isNewItemOf(r, 'outbox') && r.dynamodb?.NewImage?.shiftId?.S === shiftId);
    if (!records.length) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(records).toHaveLength(1);
  return { shiftId, records };
}

describe('report mails through the outbox', () => {
  let reader: TableStreamReader;
  beforeAll(async () => {
    process.env.MAIL_RETRY_BASE_MS = '5';
    const a = customerCatalogue('BART')!.lines.find((l) => l.name === 'A')!;
    await importTrack(SEED_CALLER, { customer: 'BART', line: 'A', direction: '1', chainStart: a.minChain, chainEnd: a.maxChain, unit: 'chain', geojson: { type: 'LineString', coordinates: sourceCoordinates(a.source, 'BART:A') } }).catch(() => undefined);
    await putMailList('INTERNAL', { addresses: ['office@grindline.test'] }, bartadmin);
    await putMailList('BART', { addresses: ['ops@bart.test', 'chief@bart.test'] }, bartadmin);
    reader = new TableStreamReader(process.env.AWS_ENDPOINT_URL_DYNAMODB!, config.tableName);
    await reader.open('LATEST');
  });
  afterAll(() => reader.close());
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('files a BART report, and the worker sends the internal and external mails with the map inline, once', async () => {
    const { shiftId, records } = await fileAndDrain(reader, bartRequest('2031-03-04', '5062'));
    await drain({ Records: records as never });

    const mails = await sentMails(shiftId);
    expect(mails.map((m) => m.destination.to.join(', '))).toEqual(['office@grindline.test', 'ops@bart.test, chief@bart.test']);
    const [internal, external] = mails;
    expect(internal.subject).toBe(`Internal grind report: BART Line A, 2031-03-04, shift ${shiftId}`);
    expect(external.subject).toBe(`Grind report: BART Line A, 2031-03-04, shift ${shiftId}`);
    for (const mail of mails) {
      // The emulator's parser resolves cid: references into data: URLs of the inline part.
      expect(mail.body.html).toContain(`<img src="data:image/png;base64,${mail.attachments[0]?.content.slice(0, 64)}`);
      expect(mail.body.html).toContain('Rail hot &lt;script&gt;alert(1)&lt;/script&gt; &amp; slow');
      expect(mail.body.html).not.toContain('<script>');
      expect(mail.body.text).toContain('Comments: Rail hot <script>alert(1)</script> & slow');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ contentType: 'image/png', cid: MAP_CID, contentDisposition: 'inline' });
      const png = PNG.sync.read(Buffer.from(mail.attachments[0].content, 'base64'));
      expect([png.width, png.height]).toEqual([800, 560]);
    }

    const status = await invoke(reportMailsHandler, routeEvent(routeById('report-mails'), { params: { shiftId }, caller: bartadmin }));
    expect(jsonBody<ReportMails>(status)).toMatchObject({ shiftId, status: 'done', mails: [{ kind: 'internal', status: 'sent', attempts: 1 }, { kind: 'external', status: 'sent', attempts: 1 }] });

    // The stream may deliver a record twice: nothing is sent again.
    await drain({ Records: records as never });
    expect(await sentMails(shiftId)).toHaveLength(2);
  });

  it('sends the first three photo thumbnails inline with their captions and links to the report (issue 28)', async () => {
    const date = new Date(Date.UTC(2034, 0, 1) + Math.floor(Math.random() * 360) * 86_400_000).toISOString().slice(0, 10);
    const request = bartRequest(date, '5062');
    const jpeg = await testPicture(640, 480);
    const photos: PhotoRef[] = [];
    for (const [i, caption] of ['Before', 'After', undefined, 'Defect'].entries()) {
      // The second is a HEIC: no thumbnail is ever made of it, so the mail passes it over.
      const heic = i === 1;
      photos.push(await uploadPhoto(bartadmin, 'BART', request.submissionId, jpeg, { fileName: `IMG_00${i}.${heic ? 'heic' : 'jpg'}`, ...(heic ? { contentType: 'image/heic' as const } : {}), ...(caption ? { caption } : {}) }));
    }
    const thumbnail = (p: (typeof photos)[number]) => makeThumbnails({ Records: [{ s3: { object: { key: photoKey('BART', request.submissionId, p.id, p.contentType) } } }] });
    for (const p of [photos[0], photos[3]]) await thumbnail(p);
    const filed = await invoke(submitBart, routeEvent(routeById('bart-report-submit'), { body: { ...request, photos }, caller: bartadmin, headers: { origin: 'https://grindline.example.com' } }));
    expect(filed.statusCode).toBe(201);
    const { shiftId } = jsonBody<{ shiftId: string }>(filed);
    const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: outboxKeys.outbox(shiftId, request.submissionId) }));
    expect(Item?.appUrl).toBe('https://grindline.example.com');
    // The third photo's thumbnail is made while the worker drains (uploaded just before the filing): the mail waits for it.
    await Promise.all([drainOutbox(Item as never), new Promise((resolve) => setTimeout(resolve, 1500)).then(() => thumbnail(photos[2]))]);

    const [internal] = await sentMails(shiftId);
    expect(internal.attachments.map((a) => [a.contentType, a.cid])).toEqual([
      ['image/png', MAP_CID],
      ['image/jpeg', 'photo-1@grindline'],
      ['image/jpeg', 'photo-2@grindline'],
      ['image/jpeg', 'photo-3@grindline'],
    ]);
    const thumb = await sharp(Buffer.from(internal.attachments[1].content, 'base64')).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 240]);
    expect(internal.body.html).toContain('4 photos (3 shown here).');
    expect(internal.body.html).toContain(`<a href="https://grindline.example.com/grind-reports/history/${shiftId}">See them with the report</a>`);
    expect(internal.body.html).toContain('>Before</div>');
    expect(internal.body.html).toContain('>IMG_002.jpg</div>');
    expect(internal.body.html).toContain('>Defect</div>');
    expect(internal.body.html).not.toContain('>After</div>');
    expect(internal.body.text).toContain(`4 photos: https://grindline.example.com/grind-reports/history/${shiftId}`);
    // The customer's own list gets the same thumbnails, without a link to a page it may not open.
    const external = (await sentMails(shiftId)).find((m) => m.destination.to.join(', ').includes('ops@bart.test'))!;
    expect(external.attachments.filter((a) => a.cid?.startsWith('photo-'))).toHaveLength(3);
    expect(external.body.html).toContain('4 photos (3 shown here).');
    expect(external.body.html).not.toContain('/grind-reports/history/');
    expect(external.body.text).toContain('4 photos (see the report in Grindline)');
  });

  it('keeps the report when SES fails, retries the mail with backoff, and sends it once', async () => {
    const realSend = ses.send.bind(ses);
    const spy = jest.spyOn(ses, 'send').mockImplementationOnce(async () => {
      throw Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' });
    });
    spy.mockImplementation(realSend as never);
    const { shiftId, records } = await fileAndDrain(reader, bartRequest('2031-03-05', '5062'));
    await drain({ Records: records as never });
    expect(await getReport(shiftId)).not.toBeNull();
    const mails = await sentMails(shiftId);
    expect(mails).toHaveLength(2);
    const status = await invoke(reportMailsHandler, routeEvent(routeById('report-mails'), { params: { shiftId }, caller: bartadmin }));
    expect(jsonBody<ReportMails>(status).mails.map((m) => [m.kind, m.status, m.attempts])).toEqual([['internal', 'sent', 2], ['external', 'sent', 1]]);
  });

  it('records a mail as failed after its last try, and a later drain sends it', async () => {
    process.env.MAIL_MAX_ATTEMPTS = '3';
    const realSend = ses.send.bind(ses);
    const spy = jest.spyOn(ses, 'send').mockRejectedValue(Object.assign(new Error('SES is down'), { name: 'ServiceUnavailable' }) as never);
    const { shiftId, records } = await fileAndDrain(reader, bartRequest('2031-03-06', '5063'));
    await drain({ Records: records as never });
    expect(spy).toHaveBeenCalledTimes(6);
    expect(await getReport(shiftId)).not.toBeNull();
    expect(await sentMails(shiftId)).toHaveLength(0);
    const failed = await invoke(reportMailsHandler, routeEvent(routeById('report-mails'), { params: { shiftId }, caller: bartadmin }));
    expect(jsonBody<ReportMails>(failed)).toMatchObject({ status: 'failed', mails: [{ kind: 'internal', status: 'failed', attempts: 3, lastError: 'ServiceUnavailable: SES is down' }, { kind: 'external', status: 'failed' }] });

    spy.mockImplementation(realSend as never);
    delete process.env.MAIL_MAX_ATTEMPTS;
    await drain({ Records: records as never });
    expect(await sentMails(shiftId)).toHaveLength(2);
    await drain({ Records: records as never });
    expect(await sentMails(shiftId)).toHaveLength(2);
  });

  it("skips the external mail of a client without a list and says why on the report's record", async () => {
    const report: ShiftReport = {
      shiftId: '20310307333301', site: 'MBTA', variant: 'standard', date: '2031-03-07', line: 'Red', grinderType: 'LRG-24', stoneType: 'NA',
      grinderOperator: 'Kim', shiftType: 'S-Stand By', sparkMin: 0, passFeet: 0, feetComp: 0, feetIncomp: 0, comments: '', ranges: [],
      createdAt: '2031-03-07T08:00:00.000Z', createdBy: 'adminmgmt', submissionId: crypto.randomUUID(),
    };
    expect(await putNewReport(report, [outboxItem(report) as never])).toBe(true);
    const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: outboxKeys.outbox(report.shiftId, report.submissionId) }));
    const outcome = await drainOutbox(Item as never);
    expect(outcome.mails).toEqual([
      expect.objectContaining({ kind: 'internal', status: 'sent', to: ['office@grindline.test'] }),
      { kind: 'external', status: 'skipped', to: [], attempts: 0, reason: NO_EMAIL_LIST },
    ]);
    const [mail] = await sentMails(report.shiftId);
    expect(mail.attachments).toHaveLength(0);
    expect(mail.body.text).toContain('No grind ranges: no map.');
  });

  it('writes the outbox in the same transaction as the report, and none for seeded history', async () => {
    const request = bartRequest('2031-03-08', 'LRG-7');
    const filed = await invoke(submitBart, routeEvent(routeById('bart-report-submit'), { body: request, caller: bartadmin }));
    const { shiftId } = jsonBody<{ shiftId: string }>(filed);
    const outbox = await ddb.send(new GetCommand({ TableName: config.tableName, Key: outboxKeys.outbox(shiftId, request.submissionId) }));
    expect(outbox.Item).toMatchObject({ entity: 'outbox', status: 'queued', shiftId });
    // A retry of the same submission answers 200 and adds no second outbox.
    const retry = await invoke(submitBart, routeEvent(routeById('bart-report-submit'), { body: request, caller: bartadmin }));
    expect(retry.statusCode).toBe(200);

    const seeded = bartRequest('2031-03-08', '2103');
    const { shiftId: seededId } = await submitBartReport(SEED_CALLER, parse(submitBartReportSchema, seeded));
    expect(await getReport(seededId)).not.toBeNull();
    const none = await ddb.send(new GetCommand({ TableName: config.tableName, Key: outboxKeys.outbox(seededId, seeded.submissionId) }));
    expect(none.Item).toBeUndefined();
  });
});
