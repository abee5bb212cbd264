import { render, screen, within } from '@testing-library/react';
import type { ShiftReport } from '@grindline/domain';
import { storedReport } from '../../../testing/route-doubles';
import { ShiftDetailTable } from './shift-detail-table';
import { ShiftSummaryTable } from './shift-summary-table';

const skytrain: ShiftReport = storedReport({
  site: 'SKYTRAIN',
  variant: 'skytrain',
  line: 'EXPO',
  feetComp: 475,
  ranges: [{ trackId: 'EXPO_1', direction: 'IB', from: 629, to: 630, length: 25, segmentNum: 'Curve', passesLeft: 5, passesRight: 4, complete: true }],
});

describe('the viewers name their units', () => {
  it("gives SkyTrain's lengths in metres and its ends in segments", () => {
    render(<ShiftSummaryTable report={skytrain} site="SKYTRAIN" />);
    render(<ShiftDetailTable site="SKYTRAIN" ranges={skytrain.ranges} />);
    const [summary, detail] = screen.getAllByRole('table');
    expect(within(summary).getByRole('columnheader', { name: 'Completed Metres' })).toBeInTheDocument();
    expect(within(summary).getByRole('columnheader', { name: 'Incompleted Metres' })).toBeInTheDocument();
    expect(within(summary).queryByRole('columnheader', { name: /Feet/ })).toBeNull();
    expect(within(detail).getAllByRole('columnheader').slice(0, 3).map((h) => h.textContent)).toEqual(['From (Segment)', 'To (Segment)', 'Length (m)']);
  });

  it("leaves out the Comments column when no segment has comments, and shows each segment's when one has", () => {
    const { unmount } = render(<ShiftDetailTable site="SKYTRAIN" ranges={skytrain.ranges} />);
    expect(screen.queryByRole('columnheader', { name: 'Comments' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace('\u200b', ''))).toContain('Complete/Incomplete');
    unmount();
    const commented = [...skytrain.ranges, { ...skytrain.ranges[0]!, from: 630, to: 631, comments: 'Rail burn at 630.5' }];
    render(<ShiftDetailTable site="SKYTRAIN" ranges={commented} />);
    expect(screen.getByRole('columnheader', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Rail burn at 630.5' })).toBeInTheDocument();
    // On a tablet the comment is a line under its segment, so nine columns need not fit 800 px.
    expect(screen.getByRole('cell', { name: 'Comments: Rail burn at 630.5' })).toHaveAttribute('colspan', '8');
  });
});
