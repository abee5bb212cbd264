import { bartReportSchema, newBartRow } from './bart-report';

const form = {
  grinderOperator: 'Pat Lee',
  date: '2024-03-05',
  grinderType: '5062',
  startTime: '23:30',
  stopTime: '03:15',
  line: 'L',
  stoneType: '10" coarse',
  comments: '',
  rows: [{ ...newBartRow(), segmentFrom: '11.3', segmentTo: '12.5', passesLeft: '2', passesRight: '3' }],
};

const issues = (input: unknown) =>
  bartReportSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('bartReportSchema (spec 000 section 5.6)', () => {
  it('accepts what the form produces and outputs numbers', () => {
    const report = bartReportSchema.parse(form);
    expect(report.rows[0]).toEqual({ segmentType: 'Open Track', completed: 'complete', direction: '1', segmentFrom: 11.3, segmentTo: 12.5, passesLeft: 2, passesRight: 3 });
    expect(bartReportSchema.parse({ ...form, comments: undefined }).comments).toBe('');
  });

  it('accepts numbers as well as strings', () => {
    const rows = [{ ...form.rows[0], segmentFrom: 12, segmentTo: 11.5, passesLeft: 1, passesRight: 0 }];
    expect(bartReportSchema.parse({ ...form, rows }).rows[0].segmentTo).toBe(11.5);
  });

  it('gives the spec messages for missing fields', () => {
    expect(issues({ ...form, grinderOperator: ' ', startTime: '', stopTime: undefined })).toEqual([
      ['grinderOperator', 'Name of Person in Charge is required.'],
      ['startTime', 'Start Grinding Time is required'],
      ['stopTime', 'Quit Grinding Time is required'],
    ]);
    expect(issues({ ...form, rows: [newBartRow()] })).toEqual([
      ['rows.0.segmentFrom', 'Begin MP is required.'],
      ['rows.0.segmentTo', 'End MP is required.'],
      ['rows.0.passesLeft', 'Left Passes is required.'],
      ['rows.0.passesRight', 'Right Passes is required.'],
    ]);
  });

  it('checks mile points against the line range, edges included', () => {
    const row = (segmentFrom: string, segmentTo: string) => ({ ...form, rows: [{ ...form.rows[0], segmentFrom, segmentTo }] });
    expect(issues(row('11.3', '23.3'))).toEqual([]);
    expect(issues(row('11.2', '23.4'))).toEqual([
      ['rows.0.segmentFrom', 'Begin MP must be greater than 11.3'],
      ['rows.0.segmentTo', 'End MP must be less than 23.3'],
    ]);
    expect(issues({ ...row('30', '0'), line: 'A' })).toEqual([['rows.0.segmentFrom', 'Begin MP must be less than 24.8']]);
  });

  it('reports the range on the right row even when another row is incomplete', () => {
    const rows = [newBartRow(), { ...form.rows[0], segmentFrom: '5' }];
    expect(issues({ ...form, rows })).toContainEqual(['rows.1.segmentFrom', 'Begin MP must be greater than 11.3']);
    const { grinderOperator: _, ...noOperator } = { ...form, rows: [{ ...form.rows[0], segmentFrom: '5' }] };
    expect(issues(noOperator)).toEqual([
      ['grinderOperator', 'Name of Person in Charge is required.'],
      ['rows.0.segmentFrom', 'Begin MP must be greater than 11.3'],
    ]);
  });

  it('refuses bad values clearly', () => {
    expect(issues({ ...form, date: '2101-01-01' })).toEqual([['date', 'Date must be on or before 2100-12-31']]);
    expect(issues({ ...form, date: '2024-02-30' })).toEqual([['date', 'Date must be a valid date (YYYY-MM-DD)']]);
    expect(issues({ ...form, startTime: '25:00' })).toEqual([['startTime', 'Start Grinding Time must be a time HH:MM']]);
    expect(issues({ ...form, grinderType: 'LPC-1' })).toEqual([['grinderType', 'Grinder Type must be one of 5062, 5063, LRG-7, 2103']]);
    expect(issues({ ...form, rows: [{ ...form.rows[0], segmentFrom: 'abc', passesLeft: '1.5' }] })).toEqual([
      ['rows.0.segmentFrom', 'Begin MP must be a number.'],
      ['rows.0.passesLeft', 'Left Passes must be a whole number'],
    ]);
    expect(issues({ ...form, rows: [] })).toEqual([['rows', 'At least one grind row is required.']]);
  });
});
