import { accessFor, addDays } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { parse } from '../lib/validate';
import { grindTypeOf } from '../maps/grind-layer';
import { buildGenericReport, submitGenericSchema } from '../services/form-reports/generic-reports';
import { ARM_GRINDER, armAway, checkArm, generateSkytrainArmHistory, type ArmHistoryRequest } from './skytrain-arm-history';
import { generateStandardHistory } from './standard-history';

const caller: Caller = { username: 'grindline-seed', role: 'admin', access: accessFor('admin') };
const options = { seed: 42, from: '2083-01-01', to: '2083-12-31' };

describe('generateSkytrainArmHistory', () => {
  const history = generateSkytrainArmHistory(options);

  it('is the same for the same seed and different for another', () => {
    expect(generateSkytrainArmHistory(options)).toEqual(history);
    expect(generateSkytrainArmHistory({ ...options, seed: 43 })).not.toEqual(history);
  });

  it('files SKYTRAIN shifts on the generic form that pass its schema and the customer checks, stored as Arm (not the SkyTrain form)', () => {
    expect(history.length).toBeGreaterThan(30);
    for (const request of history) {
      const parsed = parse(submitGenericSchema, request) as ArmHistoryRequest;
      expect(() => checkArm(parsed)).not.toThrow();
      const report = buildGenericReport(parsed, caller, new Date());
      expect(report).toMatchObject({ site: 'SKYTRAIN', grinderType: ARM_GRINDER });
      // The grind layer's Arm dataset is every SKYTRAIN report not filed on the SkyTrain form.
      expect(report.variant).not.toBe('skytrain');
      expect(['AGR', 'PRO']).toContain(grindTypeOf(report));
      expect(report.ranges.length).toBeGreaterThan(0);
    }
    expect(new Set(history.map((r) => r.workType))).toEqual(new Set(['AGR Acoustic Grinding', 'PRO Profile Grinding']));
  });

  it('has one shift id per night and Sunday to Thursday nights only', () => {
    const ids = history.map((r) => `${r.shiftDate}#${r.shiftNum}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(history.map((r) => r.shiftDate)).size).toBe(history.length);
    for (const r of history) expect(new Date(`${r.shiftDate}T00:00:00Z`).getUTCDay()).toBeLessThan(5);
  });

  it('gives any demo window of 122 days some Arm shifts, the same ones whatever the window', () => {
    for (let today = '2083-01-01'; today <= '2083-12-31'; today = addDays(today, 17)) {
      const window = generateSkytrainArmHistory({ seed: 42, from: addDays(today, -122), to: today });
      expect(window.length).toBeGreaterThan(0);
      for (const r of window.filter((w) => w.shiftDate >= options.from)) {
        expect(history.find((h) => h.shiftDate === r.shiftDate)).toEqual(r);
      }
    }
  });

  it('borrows LRG-31 from the standard customers: it never files both on one night', () => {
    const standard = generateStandardHistory(options).filter((r) => r.grinderType === ARM_GRINDER);
    expect(standard.length).toBeGreaterThan(100);
    const armDates = new Set(history.map((r) => r.shiftDate));
    expect(standard.filter((r) => armDates.has(r.date))).toEqual([]);
    for (const r of history) expect(armAway(ARM_GRINDER, r.shiftDate)).toBe(true);
    expect(armAway('LRG-24', history[0].shiftDate)).toBe(false);
  });
});
