import { parseSensorPosition, parseSummaryFile } from './summary-file';

describe('parseSummaryFile (spec 002 section 5)', () => {
  it('reads every pair under its normalised key', () => {
    const text = ['File Name = run12.sum', 'Run-Length = 1200', 'Start Time = 10:30:00', 'Sampling Distance = 5', 'no separator here'].join('\n');
    expect(parseSummaryFile(text)).toEqual({ file_name: 'run12.sum', run_length: '1200', start_time: '10:30:00', sampling_distance: '5' });
  });

  it('uses ":" when more lines have it than "=", splitting at the first one', () => {
    const text = 'Operator: Ann\r\nStart Time: 10:30:00\r\nDescription: a=b';
    expect(parseSummaryFile(text)).toEqual({ operator: 'Ann', start_time: '10:30:00', description: 'a=b' });
  });

  it('normalises rail, sensor position and positions', () => {
    const text = ['Rail = Both rails', 'Sensor Position = 749.6; 751.2', 'Start Position = 12+345.6 m', 'End Position = -0.5 km'].join('\n');
    expect(parseSummaryFile(text)).toEqual({ rail: 'BOTH', sensor_position: { left: 750, right: 751 }, start_position: '12345.6', end_position: '-0.5' });
    expect(parseSummaryFile('rail=LEFT').rail).toBe('L');
    expect(parseSummaryFile('rail = right rail').rail).toBe('R');
  });

  it('gives {} for an empty file', () => {
    expect(parseSummaryFile('')).toEqual({});
    expect(parseSummaryFile('\n\n')).toEqual({});
  });

  it('applies a single sensor value to both rails and refuses a non-number', () => {
    expect(parseSensorPosition('750 mm')).toEqual({ left: 750, right: 750 });
    expect(() => parseSummaryFile('sensor position = abc')).toThrow('sensor_position "abc" is not a number of millimetres');
  });
});
