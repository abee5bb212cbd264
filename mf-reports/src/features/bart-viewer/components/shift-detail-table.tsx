import type { GrindRange } from '@grindline/domain';
import { DataTable, type Column } from '@grindline/ui/data-table';
import './bart-viewer.css';

const COLUMNS: ReadonlyArray<Column<GrindRange>> = [
  { header: 'From', cell: (g) => g.from },
  { header: 'To', cell: (g) => g.to },
  { header: 'Length', cell: (g) => g.length },
  { header: 'Direction', cell: (g) => g.direction },
  { header: 'Segment', cell: (g) => g.segmentType ?? g.segmentNum ?? '' },
  { header: 'Left Rail Passes', cell: (g) => g.passesLeft },
  { header: 'Right Rail Passes', cell: (g) => g.passesRight },
  { header: 'Complete/Incomplete', cell: (g) => (g.complete ? 'Complete' : 'Incomplete') },
  { header: 'Comments', cell: (g) => g.comments ?? '' },
];

/** One row per ground segment of a shift (spec 001 section 2.9). */
export function ShiftDetailTable({ ranges }: { ranges: readonly GrindRange[] }) {
  return (
    <DataTable
      caption="Grind segments"
      columns={COLUMNS}
      rows={ranges}
      rowKey={(g, i) => `${i}-${g.trackId}-${g.from}-${g.to}`}
      className="gl-rep-shift-detail"
    />
  );
}
