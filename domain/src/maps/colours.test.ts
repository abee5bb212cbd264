import {
  accelerationColour,
  accelerationThresholds,
  noiseColour,
  tciColour,
  testSiteColour,
  tonnageColour,
} from './colours';

describe('tonnageColour (spec 001 section 9)', () => {
  it.each([
    [0, 'blue'], [4.99, 'blue'], [5, 'green'], [9.99, 'green'], [10, 'yellow'], [11, 'orange'], [17.49, 'orange'], [17.5, 'red'], [40, 'red'],
  ])('%d MGT is %s', (mgt, colour) => {
    expect(tonnageColour(mgt)).toBe(colour);
  });

  it('refuses negative and non-numeric tonnage', () => {
    expect(() => tonnageColour(-1)).toThrow('must not be negative');
    expect(() => tonnageColour(Number.NaN)).toThrow('finite number');
  });
});

describe('noiseColour (spec 001 section 9)', () => {
  it.each([
    [86, 'single', 'red'], [85, 'single', 'orange'], [80.1, 'single', 'orange'], [80, 'single', 'green'],
    [5.1, 'compare', 'red'], [5, 'compare', 'orange'], [-5, 'compare', 'orange'], [-5.1, 'compare', 'green'],
  ] as const)('%d in %s mode is %s', (value, mode, colour) => {
    expect(noiseColour(value, mode)).toBe(colour);
  });

  it('refuses an unknown mode', () => {
    expect(() => noiseColour(1, 'both' as never)).toThrow("noise mode must be 'single' or 'compare'");
  });
});

describe('tciColour (spec 001 section 9)', () => {
  it.each([[11.7, 'red'], [11.6, 'orange'], [9.1, 'orange'], [9, 'green'], [7.7, 'green'], [5.1, 'green'], [5, 'blue'], [0, 'blue']])('%d is %s', (v, colour) => {
    expect(tciColour(v)).toBe(colour);
  });
});

describe('testSiteColour (spec 001 section 9)', () => {
  it.each([
    ['sdi', 0, 'green'], ['sdi', 1.5, 'yellow'], ['sdi', 3, 'orange'], ['sdi', 5.99, 'orange'], ['sdi', 6, 'red'], ['sdi', -0.1, 'blue'],
    ['cqi', 3.9, 'blue'], ['cqi', 4, 'green'], ['cqi', 8, 'yellow'], ['cqi', 12, 'orange'], ['cqi', 16, 'red'],
    ['pqi', 4, 'green'], ['pqi', 19, 'yellow'], ['pqi', 48, 'orange'], ['pqi', 76, 'red'],
  ] as const)('%s %d is %s', (metric, v, colour) => {
    expect(testSiteColour(metric, v)).toBe(colour);
  });

  it('refuses an unknown metric', () => {
    expect(() => testSiteColour('tci' as never, 1)).toThrow('test-site metric must be sdi, cqi or pqi');
  });
});

describe('acceleration (spec 001 sections 4 and 9)', () => {
  it('uses the defaults as band maxima', () => {
    expect(accelerationColour(0.53)).toBe('green');
    expect(accelerationColour(0.54)).toBe('yellow');
    expect(accelerationColour(0.74)).toBe('yellow');
    expect(accelerationColour(0.95)).toBe('orange');
    expect(accelerationColour(0.96)).toBe('red');
  });

  it('recomputes thresholds as the 25/50/75th percentiles rounded to 2 decimals', () => {
    expect(accelerationThresholds([0.1, 0.2, 0.3, 0.4, 0.5])).toEqual({ green: 0.2, yellow: 0.3, orange: 0.4 });
    expect(accelerationThresholds([1, 2])).toEqual({ green: 1.25, yellow: 1.5, orange: 1.75 });
    expect(accelerationThresholds([0.333, 0.667])).toEqual({ green: 0.42, yellow: 0.5, orange: 0.58 });
  });

  it('keeps the defaults with no data and refuses non-numbers', () => {
    expect(accelerationThresholds([])).toEqual({ green: 0.53, yellow: 0.74, orange: 0.95 });
    expect(() => accelerationThresholds([1, Number.NaN])).toThrow('values[1] must be a finite number');
  });
});

describe('map structure and geometry colours', () => {
  it("uses section 9's colours for BART and a colour per NYCT structure", () => {
    const { mapStructureColour, geometryColour } = jest.requireActual('./colours') as typeof import('./colours');
    expect(mapStructureColour('aerial')).toBe('cyan');
    expect(mapStructureColour('SUBWAY')).toBe('red');
    expect(mapStructureColour('Elevated')).toBe('cyan');
    expect(mapStructureColour('Open Cut')).toBe('yellow');
    expect(mapStructureColour('unknown')).toBe('grey');
    expect(geometryColour('Switch')).toBe('blue');
    expect(geometryColour('x')).toBe('grey');
  });
});
