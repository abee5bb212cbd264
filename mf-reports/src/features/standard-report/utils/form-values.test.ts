import { standardReportHeadSchema } from '@grindline/domain';
import { applyAutopopulate, clearAfterBasic, dayBefore, defaultValues, formShiftId, fromDraft, newEntry, requestTimes, submittedCount, toRequest, type StandardFormValues } from './form-values';

function filled(): StandardFormValues {
  return {
    ...defaultValues(),
    date: '2026-03-05',
    site: 'MBTA',
    line: 'Red',
    shiftNum: '12',
    shiftType: 'R-Regular',
    workType: 'PRO Profile Grinding',
    grinderType: 'LRG-24',
    stoneType: 'NA',
    sparkMin: '30',
    callTime: '20:00',
    departedTime: '21:00',
    startTime: '22:00',
    stopTime: '23:00',
    grinderTime: '23:30',
    grinderLoc: 'Yard',
    ARMTieUpLoc: 'Yard',
    machineDelay: '0',
    customerDelay: '0',
    grinderOperator: 'Dana',
    ARMSupervisor: 'Lee',
    ARMSupervisorNumber: '5551234',
    transitRep: 'Sam',
    transitRepNumber: '5559876',
    entries: [{ ...newEntry('NB'), chainFrom_comp: '10', chainTo_comp: '12.5', number: 'C1', profile_l: 'CPG', profile_r: 'CPF', passes_l: '2', passes_r: '3', confirmed: true }],
  };
}

describe('standard form values', () => {
  it("starts empty, on the customer already chosen when there is one (a site admin's own)", () => {
    expect(defaultValues()).toMatchObject({ date: '', site: '', line: '' });
    expect(defaultValues('OTRAIN')).toMatchObject({ date: '', site: 'OTRAIN', line: '' });
  });

  it('counts the submitted steps', () => {
    expect(submittedCount({ basic: true, shift: true, staff: false, grind: false })).toBe(2);
  });

  it('builds the body the server parses, entries only for Regular shifts', () => {
    const body = toRequest(filled());
    expect(body).toMatchObject({ site: 'MBTA', line: 'Red', shiftNum: '12', callTime: '20:00', entries: [{ chainFrom_comp: '10', chainTo_comp: '12.5', complete: true, direction: 'NB' }] });
    expect(standardReportHeadSchema.safeParse(body).success).toBe(true);
    expect(toRequest({ ...filled(), shiftType: 'S-Stand By' }).entries).toEqual([]);
  });

  it("dates every time once a 'Previous Day?' box is ticked, the ticked one a day earlier", () => {
    const values = { ...filled(), callTime: '23:00', previousDay: { ...filled().previousDay, callTime: true } };
    expect(requestTimes(values)).toMatchObject({ callTime: '2026-03-04T23:00', departedTime: '2026-03-05T21:00' });
    expect(requestTimes(filled()).callTime).toBe('20:00');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });

  it('makes the shift id of date, shift number and grinder number (spec 000 3.3)', () => {
    expect(formShiftId(filled())).toBe('2026030501203');
    expect(formShiftId({ date: '', shiftNum: '', grinderType: '' })).toBeNull();
  });

  it('prefills steps 2 and 3 from the previous shift with the shift number plus one, or blanks them', () => {
    const found = applyAutopopulate({ ...filled(), shiftNum: '' }, {
      found: true, fromShiftId: '2026030401103', fromDate: '2026-03-04', shiftNum: 12, grinderType: 'LRG-24', stoneType: 'NA', workType: 'PRO Profile Grinding',
      grinderLoc: 'Yard', ARMTieUpLoc: 'Yard', grinderOperator: 'Dana', grinderOperatorNumber: '', ARMSupervisor: 'Lee', ARMSupervisorNumber: '1', transitRep: 'Sam', transitRepNumber: '2',
    });
    expect(found).toMatchObject({ shiftNum: '12', grinderOperator: 'Dana', callTime: '', date: '2026-03-05' });
    expect(applyAutopopulate(filled(), { found: false })).toMatchObject({ shiftNum: '', grinderOperator: '', line: 'Red' });
  });

  it('clears line and every later step when step 1 is edited', () => {
    const cleared = clearAfterBasic({ ...filled(), done: { basic: true, shift: true, staff: true, grind: true } });
    expect(cleared).toMatchObject({ date: '2026-03-05', site: 'MBTA', line: '', shiftNum: '', done: { basic: false, shift: false, staff: false, grind: false } });
    expect(cleared.entries).toEqual([newEntry()]);
  });

  it('reads back a draft, dropping what it does not know', () => {
    const draft = fromDraft({ ...filled(), stray: 1, entries: [{ chainFrom_comp: '1', confirmed: true, evil: {} }], done: { basic: true, shift: 'yes' } });
    expect(draft).toMatchObject({ site: 'MBTA', done: { basic: true, shift: false }, entries: [{ chainFrom_comp: '1', confirmed: true, completed: 'complete' }] });
    expect(draft).not.toHaveProperty('stray');
    expect(fromDraft('junk')).toBeNull();
  });
});
