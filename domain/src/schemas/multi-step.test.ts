import { grindEntrySchema, multiStepBasicSchema, multiStepShiftSchema, multiStepStaffSchema } from './multi-step';

const msgs = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const shift = {
  shiftNum: '7', shiftType: 'R-Regular', workType: 'PRO Profile Grinding', grinderType: 'LRG-31', stoneType: 'NA', sparkMin: '120',
  callTime: '20:00', departedTime: '21:00', startTime: '21:30', stopTime: '23:00', grinderTime: '23:30',
  grinderLoc: 'Yard', ARMTieUpLoc: 'Yard', machineDelay: '0', customerDelay: '15',
};

describe('multi-step form (spec 000 section 5.2)', () => {
  it('step 1 needs date, a known customer and line', () => {
    expect(multiStepBasicSchema.parse({ date: '2024-03-05', site: 'ETS', line: 'Capital Line' })).toEqual({ date: '2024-03-05', site: 'ETS', line: 'Capital Line' });
    expect(msgs(multiStepBasicSchema.safeParse({ date: '', site: '', line: '' }))).toEqual([
      ['date', 'complete all fields'], ['site', 'complete all fields'], ['line', 'complete all fields'],
    ]);
  });

  it('step 2 outputs numbers and needs a shift number of at most 3 digits', () => {
    const out = multiStepShiftSchema.parse(shift);
    expect(out).toMatchObject({ shiftNum: 7, sparkMin: 120, customerDelay: 15, loramDelay: 0 });
    expect(msgs(multiStepShiftSchema.safeParse({ ...shift, shiftNum: '1000' }))).toEqual([['shiftNum', 'shift number must be no more than 3 digits']]);
  });

  it('step 2 requires strictly increasing times for Regular shifts only', () => {
    expect(msgs(multiStepShiftSchema.safeParse({ ...shift, stopTime: '21:30' }))).toEqual([['callTime', 'ERROR: times are not consecutive']]);
    expect(msgs(multiStepShiftSchema.safeParse({ ...shift, departedTime: '' }))).toEqual([['departedTime', 'complete all fields']]);
    expect(multiStepShiftSchema.safeParse({ ...shift, shiftType: 'S-Stand By', departedTime: '', stopTime: '' }).success).toBe(true);
  });

  it('step 2 accepts a previous-day time written with its date', () => {
    const overnight = { ...shift, callTime: '2024-03-04T22:00', departedTime: '2024-03-04T23:00', startTime: '2024-03-05T00:10', stopTime: '2024-03-05T03:00', grinderTime: '2024-03-05T03:30' };
    expect(multiStepShiftSchema.safeParse(overnight).success).toBe(true);
  });

  it('step 3 requires numeric phones for supervisor and transit rep only', () => {
    const staff = { grinderOperator: 'A', ARMSupervisor: 'B', transitRep: 'C', ARMSupervisorNumber: '5551234', transitRepNumber: '5559876' };
    expect(multiStepStaffSchema.parse(staff).grinderOperatorNumber).toBe('');
    expect(msgs(multiStepStaffSchema.safeParse({ ...staff, transitRepNumber: '555-abc' }))).toEqual([['transitRepNumber', 'ERROR: entered phone numbers are invalid']]);
  });
});

describe('grindEntrySchema (spec 000 section 5.2)', () => {
  const entry = { chainFrom_comp: '0.10', chainTo_comp: '0.25', direction: 'NB', number: 'C12', profile_l: 'CPG', profile_r: 'CPF', passes_l: '2', passes_r: '3' };
  const ets = grindEntrySchema({ customer: 'ETS', minChain: 0, maxChain: 100 });

  it('computes the length with the customer multiplier and defaults complete', () => {
    expect(ets.parse(entry)).toMatchObject({ chainFrom_comp: 0.1, chainTo_comp: 0.25, length: 150, complete: true, passes_r: 3 });
  });

  it('refuses from after to, out-of-bounds chains and ETS values off the 50 m grid', () => {
    expect(msgs(ets.safeParse({ ...entry, chainFrom_comp: '0.30' }))).toEqual([['chainFrom_comp', "'Chain From' cannot be greater than 'Chain To'"]]);
    expect(msgs(ets.safeParse({ ...entry, chainTo_comp: '1.05' }))).toEqual([['chainTo_comp', 'entered chain is out of bounds']]);
    expect(msgs(ets.safeParse({ ...entry, chainTo_comp: '0.27' }))).toEqual([['chainTo_comp', 'Value must be entered in 50m segments']]);
    expect(msgs(ets.safeParse({ ...entry, chainTo_comp: '1.00' }))).toEqual([]);
  });

  it('does not apply the 50 m rule to other customers', () => {
    const st = grindEntrySchema({ customer: 'SOUNDTRANSIT', minChain: 0, maxChain: 100 });
    expect(st.parse({ ...entry, chainTo_comp: '0.27' }).length).toBe(898);
  });

  it('says complete all fields for a missing field', () => {
    expect(msgs(ets.safeParse({ ...entry, profile_l: '' }))).toEqual([['profile_l', 'complete all fields']]);
    expect(() => grindEntrySchema({ customer: 'DEV', minChain: 0, maxChain: 1 })).toThrow('Unknown customer "DEV"');
  });
});
