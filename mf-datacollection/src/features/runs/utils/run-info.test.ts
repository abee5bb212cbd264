import type { DataCollectionRun } from '@grindline/domain';
import { runInfoRows, runMapBody } from './run-info';

const run: DataCollectionRun = {
  id: 'a0000000-0000-4000-8000-000000000001', fileName: 'k0301L.txt', trackId: 'K_1', rail: 'Left', sensor: 20, from: 1.2, to: 1.32,
  runningBand: 'Yes', description: 'K line before grinding', operator: 'E2E crew', comment: '', shiftId: '2026030100101', date: '2026-03-01',
  clientId: 'BART', lineName: 'K', status: 'processed', cqi: { '65': 14.2, '75': 15, '85': 16.1, '95': 18.4 }, lengthM: 120,
};

describe('runInfoRows', () => {
  it('gives what was measured where and by whom, and what processing made of it, leaving blanks out', () => {
    expect(runInfoRows(run)).toEqual([
      ['Date', '2026-03-01'], ['Site', 'BART'], ['Line', 'K'], ['Track Id', 'K_1'], ['Start MP', '1.2'], ['End MP', '1.32'], ['Rail', 'Left'],
      ['Sensor position (mm)', '20'], ['Running band', 'Yes'], ['Description', 'K line before grinding'], ['Operator', 'E2E crew'],
      ['File', 'k0301L.txt'], ['Shift', '2026030100101'], ['Status', 'processed'], ['Length (m)', '120.0'], ['CQI 65/75/85/95% (µm)', '14.2 / 15 / 16.1 / 18.4'],
    ]);
  });

  it('says why a run failed', () => {
    const rows = runInfoRows({ ...run, status: 'failed', reason: 'line 4 is not a displacement sample: "x"', cqi: undefined, lengthM: undefined, sensor: null });
    expect(rows).toContainEqual(['Status', 'failed: line 4 is not a displacement sample: "x"']);
    expect(rows.map(([k]) => k)).not.toContain('Sensor position (mm)');
    expect(rows.map(([k]) => k)).not.toContain('Length (m)');
  });
});

describe('runMapBody', () => {
  it('draws the run start..end MP as a measured range on its line, captioned within the 80 characters the API takes', () => {
    expect(runMapBody(run)).toEqual({ site: 'BART', line: 'K', date: '2026-03-01', label: 'CAT run K_1 Left', completeChains: [[1.2, 1.32]], incompleteChains: [], purpose: 'measurement' });
    expect(String(runMapBody({ ...run, trackId: 'T'.repeat(100) }).label)).toHaveLength(80);
  });
});
