import { randomUUID } from 'node:crypto';
import type { ShiftReport } from '@grindline/domain';

/**
 * A filed standard-variant report for tests that seed the store directly: one complete 1000 ft
 * range, created at 08:00 on its date, a fresh submission id. Each test file passes its own site,
 * line and (unused elsewhere) dates, so files never see each other's reports.
 */
export function standardReport(overrides: Partial<ShiftReport> & Pick<ShiftReport, 'shiftId' | 'site' | 'line' | 'date'>): ShiftReport {
  return {
    variant: 'standard',
    grinderType: '5062',
    stoneType: '10V',
    grinderOperator: 'Sam',
    shiftType: 'R-Regular',
    availableTrackTime: '04:00',
    sparkMin: 100,
    passFeet: 2000,
    feetComp: 1000,
    feetIncomp: 0,
    comments: '',
    ranges: [{ trackId: 'C_1', direction: '1', from: 0, to: 10, length: 1000, passesLeft: 2, passesRight: 2, complete: true }],
    createdAt: `${overrides.date}T08:00:00.000Z`,
    createdBy: 'admin',
    submissionId: randomUUID(),
    ...overrides,
  } as ShiftReport;
}
