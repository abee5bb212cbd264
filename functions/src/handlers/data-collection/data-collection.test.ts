import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAfterPair, formatCatFile } from '../../cat/demo-run';
import { s3 } from '../../lib/clients/s3';
import { config } from '../../lib/config';
import { routeById } from '../../route-table';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as createUpload } from './create-upload';
import { handler as fileShift } from './file-shift';
import { handler as listRuns } from './list-runs';
import { handler as processUpload } from './process-upload';
import { handler as runResult } from './run-result';

const adminmgmt = { username: 'adminmgmt', role: 'adminMgmt' };
const readonly = { username: 'adminreadonly', role: 'adminReadOnly' };

/** Signs an upload and sends `text` with the signed headers, as the browser does. */
async function upload(fileName: string, text: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await invoke(createUpload, routeEvent(routeById('datacollection-upload'), { body: { fileName, size: Buffer.byteLength(text), ...extra }, caller: adminmgmt }));
  expect(res.statusCode).toBe(200);
  const signed = jsonBody(res) as { fileId: string; url: string; headers: Record<string, string> };
  const put = await fetch(signed.url, { method: 'PUT', headers: signed.headers, body: text });
  expect(put.status).toBe(200);
  return signed.fileId;
}

const fire = (key: string) => processUpload({ Records: [{ s3: { object: { key: encodeURIComponent(key).replace(/%2F/g, '/') } } }] });

const record = (id: string, fileName: string, rail: 'Left' | 'Right', from: number, to: number) => ({ id, fileName, trackId: 'T1', rail, sensor: 20, from, to, runningBand: 'Yes', extended: { sampling_distance: '1 mm' } });

describe('data collection: upload, processing, filing, list', () => {
  const { before, after } = beforeAfterPair(60, 11);
  let beforeId = '';
  let afterId = '';

  beforeAll(async () => {
    beforeId = await upload('run0101L.txt', formatCatFile(before, { samplingDistanceMm: 1 }));
    // The after run has no header: its sampling distance travels as the object's metadata.
    afterId = await upload('run0202L.txt', formatCatFile(after, { samplingDistanceMm: 1 }).replace(/^#.*\n/gm, ''), { samplingDistanceMm: 1 });
    await fire(`cat/uploads/${beforeId}/run0101L.txt`);
    await fire(`cat/uploads/${afterId}/run0202L.txt`);
  });

  it('processes an uploaded rail file into the spectra, block RMS and CQI, once', async () => {
    const res = await invoke(runResult, routeEvent(routeById('datacollection-file'), { params: { fileId: beforeId }, caller: readonly }));
    expect(res.statusCode).toBe(200);
    const body = jsonBody(res) as { status: string; processedAt: string; result: { OCT_3: { x: number[]; y: number[] }; OCT_24: { y: number[] }; RMS_30_100: { y: number[] }; CQI: Record<string, number> } };
    expect(body.status).toBe('processed');
    expect(body.result.OCT_3.x).toHaveLength(22);
    expect(body.result.OCT_24.y).toHaveLength(169);
    expect(body.result.RMS_30_100.y).toHaveLength(60);
    expect(body.result.CQI['95']).toBeGreaterThan(16);
    // A second event for the same object changes nothing.
    await fire(`cat/uploads/${beforeId}/run0101L.txt`);
    const again = jsonBody(await invoke(runResult, routeEvent(routeById('datacollection-file'), { params: { fileId: beforeId }, caller: readonly }))) as { processedAt: string };
    expect(again.processedAt).toBe(body.processedAt);
  });

  it('marks a file it cannot parse failed with the reason', async () => {
    const id = await upload('bad0303R.txt', '# sampling_distance: 1\n1\n2\nnot a number\n');
    await fire(`cat/uploads/${id}/bad0303R.txt`);
    const body = jsonBody(await invoke(runResult, routeEvent(routeById('datacollection-file'), { params: { fileId: id }, caller: readonly }))) as { status: string; reason: string };
    expect(body).toMatchObject({ status: 'failed', reason: 'line 4 is not a displacement sample: "not a number"' });
  });

  it('refuses a file over 100 MB before signing, and after upload when the size was a lie', async () => {
    const big = await invoke(createUpload, routeEvent(routeById('datacollection-upload'), { body: { fileName: 'big1L.txt', size: 104857601 }, caller: adminmgmt }));
    expect(big.statusCode).toBe(400);
    expect(jsonBody(big).message).toBe('The file is larger than 100 MB');
    const id = '00000000-0000-4000-8000-000000000001';
    await s3.send(new PutObjectCommand({ Bucket: config.bucketName, Key: `cat/uploads/${id}/huge1L.txt`, Body: Buffer.alloc(104857601, 0x31) }));
    await fire(`cat/uploads/${id}/huge1L.txt`);
    const body = jsonBody(await invoke(runResult, routeEvent(routeById('datacollection-file'), { params: { fileId: id }, caller: readonly }))) as { status: string; reason: string };
    expect(body).toMatchObject({ status: 'failed', reason: 'The file is 100.0 MB; at most 100 MB is accepted' });
  }, 60000);

  it('files the shifts with their records in one go, lists them with their CQI, and files a file once', async () => {
    const shift = (date: string, id: string, fileName: string) => ({ date, clientId: 'BART', lineName: 'K', records: [record(id, fileName, 'Left', 1.2, 1.5)] });
    const a = await invoke(fileShift, routeEvent(routeById('datacollection-shift'), { body: shift('2026-03-01', beforeId, 'run0101L.txt'), caller: adminmgmt }));
    expect(a.statusCode).toBe(201);
    const b = await invoke(fileShift, routeEvent(routeById('datacollection-shift'), { body: shift('2026-03-09', afterId, 'run0202L.txt'), caller: adminmgmt }));
    expect(b.statusCode).toBe(201);
    const twice = await invoke(fileShift, routeEvent(routeById('datacollection-shift'), { body: shift('2026-03-10', afterId, 'run0202L.txt'), caller: adminmgmt }));
    expect(twice.statusCode).toBe(409);
    expect(jsonBody(twice).message).toBe('run0202L.txt is already filed in another shift');
    const missing = await invoke(fileShift, routeEvent(routeById('datacollection-shift'), { body: shift('2026-03-10', '00000000-0000-4000-8000-0000000000ff', 'nope1L.txt'), caller: adminmgmt }));
    expect(missing.statusCode).toBe(400);
    expect((jsonBody(missing) as { issues: unknown[] }).issues[0]).toEqual({ path: 'records.0.id', message: 'nope1L.txt was not uploaded: upload it again' });

    const list = await invoke(listRuns, routeEvent(routeById('datacollection-list'), { query: { site: 'BART', from: '2026-03-01', to: '2026-03-31', track: 'T1' }, caller: readonly }));
    expect(list.statusCode).toBe(200);
    const runs = (jsonBody(list) as { runs: { id: string; date: string; status: string; cqi: Record<string, number> }[] }).runs;
    expect(runs.map((r) => [r.date, r.id, r.status])).toEqual([['2026-03-09', afterId, 'processed'], ['2026-03-01', beforeId, 'processed']]);
    expect(runs[1].cqi['65']).toBeGreaterThan(runs[0].cqi['65']);
    // Line and track as a user types them: any case, a stray space.
    const typed = jsonBody(await invoke(listRuns, routeEvent(routeById('datacollection-list'), { query: { site: 'BART', from: '2026-03-01', to: '2026-03-31', line: 'k ', track: 't1' }, caller: readonly }))) as { runs: unknown[] };
    expect(typed.runs).toHaveLength(2);
    const otherLine = jsonBody(await invoke(listRuns, routeEvent(routeById('datacollection-list'), { query: { site: 'BART', from: '2026-03-01', to: '2026-03-31', line: 'A' }, caller: readonly }))) as { runs: unknown[] };
    expect(otherLine.runs).toEqual([]);
    const outside = jsonBody(await invoke(listRuns, routeEvent(routeById('datacollection-list'), { query: { site: 'ALL', from: '2026-03-01', to: '2026-03-31', segmentFrom: '2', segmentTo: '3' }, caller: readonly }))) as { runs: unknown[] };
    expect(outside.runs).toEqual([]);
  });
});
