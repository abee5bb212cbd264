import { routeById } from '../../route-table';
import { bartForm } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as submit } from './submit-bart-report';
import { handler } from './bart-report-exists';

const BART_ADMIN = { username: 'bartadmin', role: 'BARTadmin' };
const exists = (query: Record<string, string>) => invoke(handler, routeEvent(routeById('bart-report-exists'), { query, caller: BART_ADMIN }));

// Dates in 2082 are used by this file only.
describe('GET /api/reports/bart/exists', () => {
  it('says whether the report of a date and grinder type exists, with its shift id', async () => {
    const before = await exists({ date: '2082-02-01', grinderType: '5063' });
    expect(before.statusCode).toBe(200);
    expect(jsonBody(before)).toEqual({ exists: false, shiftId: '20820201000002' });

    const stored = await invoke(submit, routeEvent(routeById('bart-report-submit'), { body: bartForm({ date: '2082-02-01', grinderType: '5063' }), caller: BART_ADMIN }));
    expect(stored.statusCode).toBe(201);

    expect(jsonBody(await exists({ date: '2082-02-01', grinderType: '5063' }))).toEqual({ exists: true, shiftId: '20820201000002' });
    expect(jsonBody(await exists({ date: '2082-02-01', grinderType: '5062' }))).toEqual({ exists: false, shiftId: '20820201000001' });
  });

  it('answers a missing or malformed query with 400 and a clear message', async () => {
    const noDate = await exists({ grinderType: '5063' });
    expect(noDate.statusCode).toBe(400);
    expect(jsonBody(noDate).message).toBe('date is required');

    const badDate = await exists({ date: '2082-02-30', grinderType: '5063' });
    expect(badDate.statusCode).toBe(400);
    expect(jsonBody(badDate).message).toBe('date must be a date written YYYY-MM-DD');

    const badGrinder = await exists({ date: '2082-02-01', grinderType: 'LPC-1' });
    expect(badGrinder.statusCode).toBe(400);
    expect(jsonBody(badGrinder).message).toBe('grinderType must be one of 5062, 5063, LRG-7, 2103');
  });
});
