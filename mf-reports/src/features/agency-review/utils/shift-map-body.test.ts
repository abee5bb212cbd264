import type { ShiftReport } from '@grindline/domain';
import { shiftMapBody } from './shift-map-body';

const range = (from: number, to: number, complete: boolean): ShiftReport['ranges'][number] => ({ trackId: 'A_1', direction: '1', from, to, length: 100, passesLeft: 1, passesRight: 1, complete });
const report = { shiftId: '20970303000001', site: 'BART', line: 'A', date: '2097-03-03', ranges: [range(1, 1.5, true), range(3, 2.5, false), range(4, 4.2, true)] };

describe('shiftMapBody', () => {
  it('draws every range, low chainage first, split by complete', () => {
    expect(shiftMapBody(report)).toEqual({ site: 'BART', line: 'A', date: '2097-03-03', label: 'Shift 20970303000001', completeChains: [[1, 1.5], [4, 4.2]], incompleteChains: [[2.5, 3]] });
  });

  it("draws only the photo's range, and every range for an index the report does not have", () => {
    expect(shiftMapBody(report, 1)).toMatchObject({ completeChains: [], incompleteChains: [[2.5, 3]] });
    expect(shiftMapBody(report, 7)).toMatchObject({ completeChains: [[1, 1.5], [4, 4.2]], incompleteChains: [[2.5, 3]] });
  });
});
