import { genericReportSchema, genericRowLength } from './generic-report';
import { nyctGrindLimitSchema, nyctShiftSchema } from './nyct-report';
import { firstError, secondFlowGrindSchema } from './second-flow';
import { skytrainReportSchema } from './skytrain-report';

const msgs = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('second flow (spec 000 section 5.3)', () => {
  const card = { segmentFrom: '1.2', segmentTo: '1.5', length: '1584', curve: 'C3', leftRailPasses: '2', rightRailPasses: '2', completed: 'complete', direction: 'NB', leftRailProfile: 'CPG', rightRailProfile: 'CPF' };

  it('accepts a card and outputs numbers', () => {
    expect(secondFlowGrindSchema.parse(card)).toMatchObject({ segmentFrom: 1.2, length: 1584, leftRailPasses: 2 });
  });

  it('shows the first spec message, and limits direction and profile lengths', () => {
    expect(firstError(secondFlowGrindSchema.safeParse({ ...card, segmentFrom: '', curve: '' }).error)).toBe('Segment From is required.');
    expect(firstError(secondFlowGrindSchema.safeParse({ ...card, direction: 'NORTHB' }).error)).toBe('Direction must be at most 5 characters.');
    expect(msgs(secondFlowGrindSchema.safeParse({ ...card, leftRailProfile: '', completed: '' }))).toEqual([
      ['completed', 'Complete status is required.'], ['leftRailProfile', 'Left Rail Profile is required'],
    ]);
  });
});

describe('generic form (spec 000 section 5.4)', () => {
  it('gives the spec messages, first one first', () => {
    const r = genericReportSchema.safeParse({});
    expect(firstError(r.error)).toBe('Shift date is required.');
    expect(msgs(r).map(([, m]) => m)).toEqual(expect.arrayContaining([
      'Customer is required', 'Line is required.', 'Grinder Operator Name is Required', 'ARM Supervisor Number is Required',
      'Transit Representative Name Required', 'Spark Minutes is Required as a number', 'Pass Feet is Required as a number', 'Shift Number is Required', 'Shift Type is Required',
    ]));
    expect(msgs(genericReportSchema.safeParse({ sparkMins: 'ten' })).find(([p]) => p === 'sparkMins')?.[1]).toBe('Spark Minutes is Required as a number');
  });

  it('sets row length to 25 times the difference', () => {
    expect(genericRowLength(10, 14)).toBe(100);
    expect(genericRowLength(14, 10.5)).toBe(88);
  });
});

describe('elevated-rail form (spec 000 section 5.5)', () => {
  const report = {
    shiftDate: '2024-03-05', line: 'EXPO', shiftType: 'R-Regular', grinderOperator: 'Kim', grinderType: 'TG8-5', stoneType: 'fine', sparkMins: '',
    rows: [{ completed: 'complete', direction: 'IB', segmentFrom: '10', segmentTo: '14', curveType: 'Curve', passesLeft: '1', passesRight: '2' }],
  };

  it('sends a blank sparkMins as 0', () => {
    expect(skytrainReportSchema.parse(report).sparkMins).toBe(0);
  });

  it('requires the type of shift and takes numbers only', () => {
    expect(msgs(skytrainReportSchema.safeParse({ ...report, shiftType: '' }))).toEqual([['shiftType', 'Type of shift is required.']]);
    expect(msgs(skytrainReportSchema.safeParse({ ...report, engineHours: 'x' }))).toEqual([['engineHours', 'Engine hours must be a number.']]);
  });
});

describe('subway form (spec 000 section 5.7)', () => {
  const limit = { trackId: 'IRT_BB_1', segmentType: 'Tangent', segmentFrom: '120', segmentFromFeet: '50', segmentTo: '125', segmentToFeet: '10', passesLeft: '2', passesRight: '1', profileLeft: 'TAN', profileRight: 'HR-1', defects: [{ numRemoved: '3', type: 'Corrugated', priority: 'P1' }] };

  it('computes the grind-limit length from chain and feet', () => {
    const out = nyctGrindLimitSchema.parse(limit);
    expect(out.length).toBe(460);
    expect(out.defects[0].numRemoved).toBe(3);
    expect(out.completed).toBe('complete');
  });

  it('carries the spec messages', () => {
    expect(msgs(nyctGrindLimitSchema.safeParse({ ...limit, segmentFrom: '', passesLeft: '', profileRight: '', segmentToFeet: '123' }))).toEqual([
      ['segmentFrom', 'Station Number is Required'], ['segmentToFeet', 'Feet must be at most 2 digits'], ['passesLeft', 'Left Rail Passes is Required'], ['profileRight', 'Right Rail Passes is Required'],
    ]);
    expect(msgs(nyctGrindLimitSchema.safeParse({ ...limit, defects: [{ numRemoved: '', type: '', priority: '' }] }))).toEqual([
      ['defects.0.numRemoved', 'Number of Defects Removed is Required'], ['defects.0.type', 'Defect Type is Required'], ['defects.0.priority', 'Defect Priority is Required'],
    ]);
  });

  it('names each missing shift field "<Field> is Required"', () => {
    const messages = msgs(nyctShiftSchema.safeParse({ grindLimits: [limit] })).map(([, m]) => m);
    expect(messages).toHaveLength(23);
    expect(messages.every((m) => m.endsWith(' is Required'))).toBe(true);
    expect(messages).toContain('GO Depart Time is Required');
  });
});
