import { routeById } from '../../route-table';
import { seedReport } from '../../services/test-fixtures';
import { invoke, jsonBody, routeEvent } from '../../../tests/support/events';
import { handler as nextShift } from './next-shift-number';
import { handler as exists } from './shift-id-exists';
import { handler as autopopulate } from './autopopulate';
import { handler as autofill } from './autofill';

const GCRTA = { username: 'admin', role: 'admin' };
type Handler = Parameters<typeof invoke>[0];
const call = (handler: Handler, id: string, query: Record<string, string>, caller: { username: string; role: string } = GCRTA) =>
  invoke(handler, routeEvent(routeById(id), { query, caller }));

const standardExtended = {
  kind: 'standard' as const,
  callTime: '21:00',
  departedTime: '22:00',
  grinderTime: '05:00',
  grinderLoc: 'Yard 4',
  ARMTieUpLoc: 'Siding B',
  ARMSupervisor: 'Ana Ruiz',
  ARMSupervisorNumber: '5551234',
  transitRep: 'Tom Fry',
  transitRepNumber: '5559876',
  grinderOperatorNumber: '5550000',
  fuelLevel: '0.75',
  waterLevel: '0.5',
  sparkBlanket: '',
  grindPlanType: '',
};

// Dates in 2091 are used by this file only; GCRTA is filed by no other handler test.
describe('form lookups read from the filed reports', () => {
  beforeAll(async () => {
    await seedReport({ shiftId: '20910301001003', site: 'GCRTA', date: '2091-03-01', line: 'Red Line', shiftNum: 1, workType: 'PRO Profile Grinding', extended: standardExtended });
    await seedReport({ shiftId: '20910301002003', site: 'GCRTA', date: '2091-03-01', line: 'Blue Line', shiftNum: 2, grinderOperator: 'Blue Crew' });
    await seedReport({ shiftId: '20910305007005', site: 'GCRTA', date: '2091-03-05', line: 'Red Line', shiftNum: 7, grinderType: 'LRG-31', shiftType: 'S-Stand By' });
  });

  it('gives the next shift number of a grinder on a date, 1 when it has none', async () => {
    expect(jsonBody(await call(nextShift, 'form-next-shift-number', { site: 'GCRTA', date: '2091-03-01', grinderType: 'LRG-24' }))).toEqual({ shiftNum: 3 });
    expect(jsonBody(await call(nextShift, 'form-next-shift-number', { site: 'GCRTA', date: '2091-03-01', grinderType: 'LRG-31' }))).toEqual({ shiftNum: 1 });
    const bad = await call(nextShift, 'form-next-shift-number', { site: 'GCRTA', date: '2091-03-01', grinderType: 'TG8-5' });
    expect(bad.statusCode).toBe(400);
    expect(jsonBody(bad).issues).toEqual([expect.objectContaining({ path: 'grinderType' })]);
  });

  it('says whether a shift id is filed', async () => {
    expect(jsonBody(await call(exists, 'form-shift-id-exists', { site: 'GCRTA', shiftId: '20910301001003' }))).toEqual({ shiftId: '20910301001003', exists: true });
    expect(jsonBody(await call(exists, 'form-shift-id-exists', { site: 'GCRTA', shiftId: '20910301009003' }))).toEqual({ shiftId: '20910301009003', exists: false });
    expect((await call(exists, 'form-shift-id-exists', { site: 'GCRTA', shiftId: '2091' })).statusCode).toBe(400);
  });

  it('autopopulates from the previous shift of the line with the shift number plus one', async () => {
    const red = jsonBody(await call(autopopulate, 'form-autopopulate', { site: 'GCRTA', line: 'Red Line', date: '2091-03-04' }));
    expect(red).toEqual({
      found: true,
      fromShiftId: '20910301001003',
      fromDate: '2091-03-01',
      shiftNum: 2,
      grinderType: 'LRG-24',
      stoneType: 'NA',
      workType: 'PRO Profile Grinding',
      grinderLoc: 'Yard 4',
      ARMTieUpLoc: 'Siding B',
      grinderOperator: 'Sam Roe',
      grinderOperatorNumber: '5550000',
      ARMSupervisor: 'Ana Ruiz',
      ARMSupervisorNumber: '5551234',
      transitRep: 'Tom Fry',
      transitRepNumber: '5559876',
    });
    expect(jsonBody(await call(autopopulate, 'form-autopopulate', { site: 'GCRTA', line: 'Red Line', date: '1990-01-01' }))).toEqual({ found: false });
  });

  it('autofills from the customer last report, any line, shift number plus one', async () => {
    const last = jsonBody(await call(autofill, 'form-autofill', { site: 'GCRTA', date: '2091-03-06' }));
    expect(last).toMatchObject({ found: true, fromShiftId: '20910305007005', line: 'Red Line', shiftNum: 8, shiftType: 'S-Stand By', grinderType: 'LRG-31' });
    const before = jsonBody(await call(autofill, 'form-autofill', { site: 'GCRTA', date: '2091-03-02' }));
    expect(before).toMatchObject({ found: true, fromShiftId: '20910301002003', line: 'Blue Line', grinderOperator: 'Blue Crew', shiftNum: 3 });
  });

  it('keeps a site admin to the own site', async () => {
    const res = await call(autofill, 'form-autofill', { site: 'GCRTA' }, { username: 'nctdadmin', role: 'NCTDadmin' });
    expect(res.statusCode).toBe(403);
  });
});
