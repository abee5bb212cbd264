import { routeById } from '../../route-table';
import { bartForm, partitionItems, seedReport, storedItem } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as submit } from './submit-bart-report';
import { handler } from './delete-report';

const BART_ADMIN = { username: 'bartadmin', role: 'BARTadmin' };
const remove = (shiftId: string, caller: { username: string; role: string } = BART_ADMIN) =>
  invoke(handler, routeEvent(routeById('report-delete'), { params: { shiftId }, caller }));

// Dates in 2084 are used by this file only.
describe('DELETE /api/reports/{shiftId}', () => {
  it('archives the report and removes it in one go, then answers 404 to a second delete', async () => {
    const filed = await invoke(submit, routeEvent(routeById('bart-report-submit'), { body: bartForm({ date: '2084-04-01' }), caller: BART_ADMIN }));
    const { shiftId, report } = jsonBody<{ shiftId: string; report: Record<string, unknown> }>(filed);

    const result = await remove(shiftId);

    expect(result.statusCode).toBe(204);
    expect(result.body).toBeUndefined();
    expect(await storedItem(shiftId)).toBeUndefined();
    const items = await partitionItems(shiftId);
    expect(items).toHaveLength(1);
    const archive = items[0];
    expect(archive).toMatchObject({ ...report, pk: `REPORT#${shiftId}`, entity: 'reportArchive', archivedBy: 'bartadmin' });
    expect(archive.sk).toBe(`ARCHIVE#${archive.archivedAt}`);
    expect(archive).not.toHaveProperty('bySiteDatePk');
    expect(archive).not.toHaveProperty('bySiteDateSk');

    const again = await remove(shiftId);
    expect(again.statusCode).toBe(404);
    expect(jsonBody(again)).toEqual({ message: 'No report with this shift id' });
  });

  it("lets the date's report be filed again after deletion", async () => {
    const file = () => invoke(submit, routeEvent(routeById('bart-report-submit'), { body: bartForm({ date: '2084-04-02' }), caller: BART_ADMIN }));
    expect((await file()).statusCode).toBe(201);
    expect((await remove('20840402000001')).statusCode).toBe(204);
    expect((await file()).statusCode).toBe(201);
  });

  it("refuses a BART admin a report stored for another site, and keeps it", async () => {
    await seedReport({ shiftId: '2084040300103', site: 'SKYTRAIN', date: '2084-04-03' });

    const result = await remove('2084040300103');

    expect(result.statusCode).toBe(403);
    expect(await storedItem('2084040300103')).toBeDefined();
    expect(await partitionItems('2084040300103')).toHaveLength(1);
  });

  it('lets a multi-site manager delete any site', async () => {
    await seedReport({ shiftId: '2084040400103', site: 'MBTA', date: '2084-04-04' });
    expect((await remove('2084040400103', { username: 'adminmgmt', role: 'adminMgmt' })).statusCode).toBe(204);
    expect(await storedItem('2084040400103')).toBeUndefined();
  });

  it('answers a malformed shift id with 400', async () => {
    const result = await remove('not-a-shift');
    expect(result.statusCode).toBe(400);
    expect(jsonBody(result).message).toBe('shiftId must be a shift id of 13 or 14 digits');
  });
});
