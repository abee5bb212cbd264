import { MULTI_STEP_MESSAGES } from '@grindline/domain';
import { defaultValues, newEntry, type StandardFormValues } from './form-values';
import { validateEntry, validateStep } from './validate-step';

const shift = (over: Partial<StandardFormValues> = {}): StandardFormValues => ({
  ...defaultValues(),
  date: '2026-03-05', site: 'MBTA', line: 'Red', shiftNum: '12', shiftType: 'R-Regular', workType: 'PRO Profile Grinding', grinderType: 'LRG-24', stoneType: 'NA',
  sparkMin: '30', callTime: '20:00', departedTime: '21:00', startTime: '22:00', stopTime: '23:00', grinderTime: '23:30', grinderLoc: 'Yard', ARMTieUpLoc: 'Yard',
  machineDelay: '0', customerDelay: '0', ...over,
});
const messages = (issues: Array<{ path: string; message: string }>) => Object.fromEntries(issues.map((i) => [i.path, i.message]));

describe('validateStep', () => {
  it("step 1 needs date, customer and line ('complete all fields')", () => {
    expect(messages(validateStep('basic', defaultValues()))).toMatchObject({ date: MULTI_STEP_MESSAGES.incomplete, line: MULTI_STEP_MESSAGES.incomplete });
    expect(validateStep('basic', shift())).toEqual([]);
  });

  it('step 2: shift number at most 3 digits, Regular times consecutive', () => {
    expect(validateStep('shift', shift())).toEqual([]);
    expect(messages(validateStep('shift', shift({ shiftNum: '1000' }))).shiftNum).toBe(MULTI_STEP_MESSAGES.shiftNumDigits);
    expect(messages(validateStep('shift', shift({ startTime: '20:30' }))).callTime).toBe(MULTI_STEP_MESSAGES.timesNotConsecutive);
    // Called the evening before: the ticked time is a day earlier, so the order holds.
    expect(validateStep('shift', shift({ callTime: '23:50', departedTime: '00:10', startTime: '01:00', stopTime: '03:00', grinderTime: '04:00', previousDay: { callTime: true, departedTime: false, startTime: false, stopTime: false, grinderTime: false } }))).toEqual([]);
    expect(messages(validateStep('shift', shift({ departedTime: '' }))).departedTime).toBe(MULTI_STEP_MESSAGES.incomplete);
    expect(validateStep('shift', shift({ shiftType: 'S-Stand By', departedTime: '', startTime: '', stopTime: '', grinderTime: '' }))).toEqual([]);
  });

  it('step 3: numeric phones', () => {
    const staff = shift({ grinderOperator: 'Dana', ARMSupervisor: 'Lee', transitRep: 'Sam', ARMSupervisorNumber: '555-1234', transitRepNumber: '5559876' });
    expect(messages(validateStep('staff', staff)).ARMSupervisorNumber).toBe(MULTI_STEP_MESSAGES.phones);
  });

  it("step 4 wants every entry confirmed ('submit all grind reports')", () => {
    expect(validateStep('grind', shift({ entries: [newEntry('NB')] }))[0].message).toBe(MULTI_STEP_MESSAGES.submitAll);
  });
});

describe('validateEntry', () => {
  const entry = { ...newEntry('NB'), chainFrom_comp: '10', chainTo_comp: '12', number: 'C1', profile_l: 'CPG', profile_r: 'CPF', passes_l: '2', passes_r: '3' };
  it('checks chain order and the line bounds times the database multiplier', () => {
    const context = { customer: 'MBTA', minChain: 0, maxChain: 100 };
    expect(validateEntry(entry, 0, context)).toEqual([]);
    expect(messages(validateEntry({ ...entry, chainFrom_comp: '13' }, 1, context))['entries.1.chainFrom_comp']).toBe(MULTI_STEP_MESSAGES.chainOrder);
    expect(messages(validateEntry({ ...entry, chainTo_comp: '120' }, 0, context))['entries.0.chainTo_comp']).toBe(MULTI_STEP_MESSAGES.outOfBounds);
    expect(messages(validateEntry({ ...entry, number: '' }, 0, context))['entries.0.number']).toBe(MULTI_STEP_MESSAGES.incomplete);
  });

  it('ETS ends must be in 50 m segments', () => {
    const context = { customer: 'ETS', minChain: 0, maxChain: 100000 };
    expect(messages(validateEntry({ ...entry, chainFrom_comp: '1.02', chainTo_comp: '1.1' }, 0, context))['entries.0.chainFrom_comp']).toBe('Value must be entered in 50m segments');
  });
});
