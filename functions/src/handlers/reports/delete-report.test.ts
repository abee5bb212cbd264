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
  it('removes the report and records a tombstone version in one go, the filed version kept, then answers 404 to a second delete', async () => {
    const filed = await invoke(submit, routeEvent(routeById('bart-report-submit'), { body: bartForm({ date: '2084-04-01' }), caller: BART_ADMIN }));
    const { shiftId, report } = jsonBody<{ shiftId: string; report: Record<string, unknown> }>(filed);

    const result = await remove(shiftId);

    expect(result.statusCode).toBe(204);
    expect(result.body).toBeUndefined();
    expect(await storedItem(shiftId)).toBeUndefined();
    // The history keeps the filed version and records the delete as a tombstone.
    const items = await partitionItems(shiftId);
    expect(items.map((i) => [i.entity, i.action, i.version])).toEqual([
      ['reportVersion', 'file', 1],
      ['reportVersion', 'delete', 2],
    ]);
    expect(items[0].report).toEqual(report);
    expect(items[1]).toMatchObject({ by: 'bartadmin', shiftId, site: 'BART' });
    expect(items[1]).not.toHaveProperty('report');
    for (const item of items) expect(item).not.toHaveProperty('bySiteDatePk');

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
    expect(await partitionItems('2084040300103')).toHaveLength(1); // nothing written
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
