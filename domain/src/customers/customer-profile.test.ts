import { CUSTOMERS, customerIdOf } from './customer-ids';
import { customerProfile, lengthSymbol, recordsShiftType, recordsSparkMinutes, reportRecordsShiftType, reportRecordsSparkMinutes, siteLengthSymbol, sparkMinutesNote } from './customer-profile';

describe('customerProfile (spec 000 section 9.1)', () => {
  it.each([
    ['ETS', 'meters', 'Segment', 1000, 100, 5, 0.05, false],
    ['SOUNDTRANSIT', 'feet', 'Mile Post', 5280, 10, 1, 0.01, false],
    ['PRT', 'feet', 'Mile Post', 5280, 10, 1, 0.01, false],
    ['MBTA', 'feet', 'Chain', 100, 1, 0.1, 0.1, true],
    ['BART', 'feet', 'Mile Post', 5280, 10, 0.1, 0.01, true],
    ['SKYTRAIN', 'meters', 'Segment', 25, 1, 1, 1, false],
    ['JFK', 'feet', 'Chain', 82.02, 1, 1, 1, false],
    ['SDMTS', 'feet', 'Mile Post', 5280, 100, 1, 0.01, false],
    ['NYCT', 'feet', 'Station', 1, 1, 0.01, 1, false],
    ['NCTD', 'feet', 'Mile Post', 5280, 10, 1, 0.1, false],
    ['OTRAIN', 'meters', 'Segment', 1000, 100, 1, 0.01, false],
    ['VTA', 'feet', 'Mile Post', 5280, 100, 5, 0.05, false],
    ['GCRTA', 'feet', 'Chain', 100, 1, 0.1, 0.1, false],
    ['C-Train', 'meters', 'Mile Post', 1000, 100, 1, 0.01, false],
  ])('%s: %s, %s, x%d, db x%d, increment %d, resolution %d, tenth chain %s', (id, lengthUnit, referenceLabel, lengthMultiplier, dbMultiplier, segmentIncrement, entryResolution, tenthChain) => {
    expect(customerProfile(id)).toMatchObject({ id, lengthUnit, referenceLabel, lengthMultiplier, dbMultiplier, segmentIncrement, entryResolution, tenthChain });
  });

  it('covers every customer and shows Miles for feet, Kilometers for meters', () => {
    for (const id of CUSTOMERS) {
      const p = customerProfile(id);
      expect(p.unitsShown).toBe(p.lengthUnit === 'feet' ? 'Miles' : 'Kilometers');
      expect(p.lines.length).toBeGreaterThan(0);
      expect(p.grinderTypes.length).toBeGreaterThan(0);
    }
  });

  it('gives every customer a legend colour of its own, so no two sites look alike in one chart', () => {
    const colours = CUSTOMERS.map((c) => customerProfile(c).legendColour);
    expect(new Set(colours).size).toBe(CUSTOMERS.length);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('zooms maps to 10, and 13 for OTRAIN (spec 001 section 2.1)', () => {
    expect(CUSTOMERS.filter((id) => customerProfile(id).mapZoom !== 10)).toEqual(['OTRAIN']);
    expect(customerProfile('OTRAIN').mapZoom).toBe(13);
  });

  it('uses PRO/AGR for SKYTRAIN and SOUNDTRANSIT, PRO/GFA for the others (spec 000 section 9.2)', () => {
    expect(CUSTOMERS.filter((id) => customerProfile(id).grindWorkTypes[1] === 'AGR')).toEqual(['SOUNDTRANSIT', 'SKYTRAIN']);
  });

  it('carries the per-customer lists of sections 9.2-9.5', () => {
    expect(customerProfile('SOUNDTRANSIT').lines.map((l) => l.name)).toEqual(['SouthLine', 'NorthLine', 'E130', 'TACOMA']);
    expect(customerProfile('NCTD').lines.map((l) => l.name)).toEqual(['COASTER', 'SPRINTER']);
    expect(customerProfile('NCTD').lines[0].directions).toEqual(['1', '2', 'M1', 'M2', 'MT']);
    expect(customerProfile('BART').profiles).toEqual(['HR', 'LOW', 'TAN-2 CPG', 'TAN-2 CPF', 'LOW-F', 'TAN-1 CPG-F']);
    expect(customerProfile('SKYTRAIN').shiftTypes).toEqual(['R-Regular', 'OT-Overtime']);
    expect(customerProfile('ETS').stoneTypes).toHaveLength(13);
    expect(customerProfile('MBTA').fuelLevels[0]).toEqual({ label: 'Full', value: 1 });
    expect(customerProfile('NYCT').fuelLevels.map((l) => l.label)).not.toContain('5/8');
    expect(customerProfile('OTRAIN').lines.find((l) => l.name === 'CONFEDERATION')?.reversed).toBe(true);
  });

  it('gives BART lines chain bounds (L is 113 to 233 by value)', () => {
    const line = (name: string) => customerProfile('BART').lines.find((l) => l.name === name);
    expect(line('L')).toMatchObject({ minChain: 113, maxChain: 233 });
    expect(line('A')).toMatchObject({ minChain: 0, maxChain: 248 });
  });

  it('throws a clear error for an unknown customer', () => {
    expect(() => customerProfile('DEV')).toThrow('Unknown customer "DEV"');
    expect(() => customerProfile('bart')).toThrow(/expected one of ETS/);
  });
});

describe('lengthSymbol and siteLengthSymbol', () => {
  it("write a customer's length unit as 'ft' or 'm', feet for a name that is no customer", () => {
    expect(lengthSymbol('meters')).toBe('m');
    expect(lengthSymbol('feet')).toBe('ft');
    expect(siteLengthSymbol('ETS')).toBe('m');
    expect(siteLengthSymbol('BART')).toBe('ft');
    expect(siteLengthSymbol('ATLANTIS')).toBe('ft');
  });
});

describe('customerIdOf', () => {
  it('names the customer a text means in any case, or none', () => {
    expect(customerIdOf('bart')).toBe('BART');
    expect(customerIdOf(' c-train ')).toBe('C-Train');
    expect(customerIdOf('SKYTRAIN')).toBe('SKYTRAIN');
    expect(customerIdOf('atlantis')).toBeNull();
    expect(customerIdOf('')).toBeNull();
  });
});

describe('recordsSparkMinutes and sparkMinutesNote', () => {
  it("knows BART's form has no spark minutes, and every other customer's has", () => {
    expect(CUSTOMERS.filter((c) => !recordsSparkMinutes(c))).toEqual(['BART']);
    expect(recordsSparkMinutes('somewhere else')).toBe(true);
  });
  it('names the sites without spark minutes in one sentence, or says nothing', () => {
    expect(sparkMinutesNote(['NYCT', 'BART'])).toBe("BART's reports do not record spark minutes.");
    expect(sparkMinutesNote(['NYCT', 'ETS'])).toBe('');
  });
});

describe('recordsShiftType', () => {
  it("knows BART's and NYCT's forms ask no shift type, and every other customer's does", () => {
    expect(CUSTOMERS.filter((c) => !recordsShiftType(c))).toEqual(['BART', 'NYCT']);
    expect(recordsShiftType('SKYTRAIN')).toBe(true);
  });
});

describe('reportRecordsSparkMinutes and reportRecordsShiftType', () => {
  it("follow the site, and say no for a report of the second flow, whose form asks neither", () => {
    expect([reportRecordsSparkMinutes({ site: 'NCTD' }), reportRecordsShiftType({ site: 'NCTD' })]).toEqual([true, true]);
    expect([reportRecordsSparkMinutes({ site: 'NCTD', form: 'second-flow' }), reportRecordsShiftType({ site: 'SOUNDTRANSIT', form: 'second-flow' })]).toEqual([false, false]);
    expect([reportRecordsSparkMinutes({ site: 'BART' }), reportRecordsShiftType({ site: 'NYCT' })]).toEqual([false, false]);
  });
});
