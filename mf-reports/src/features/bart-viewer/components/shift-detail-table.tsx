import { formatFigure, referenceSuffix, siteLengthSymbol, type GrindRange } from '@grindline/domain';
import { DataTable, type Column } from '@grindline/ui/data-table';
import './bart-viewer.css';

/** The columns, the ends named with the site's reference and the length with its unit ('From (Mile Post)', 'Length (m)'). */
const columns = (site: string): ReadonlyArray<Column<GrindRange>> => [
  { header: `From${referenceSuffix(site)}`, cell: (g) => g.from },
  { header: `To${referenceSuffix(site)}`, cell: (g) => g.to },
  { header: `Length (${siteLengthSymbol(site)})`, cell: (g) => formatFigure(g.length) },
  { header: 'Direction', cell: (g) => g.direction },
  { header: 'Segment', cell: (g) => g.segmentType ?? g.segmentNum ?? '' },
  { header: 'Left Rail Passes', cell: (g) => g.passesLeft },
  { header: 'Right Rail Passes', cell: (g) => g.passesRight },
  { header: 'Complete/Incomplete', cell: (g) => (g.complete ? 'Complete' : 'Incomplete') },
  { header: 'Comments', cell: (g) => g.comments ?? '' },
];

/** One row per ground segment of a site's shift (spec 001 section 2.9). */
export function ShiftDetailTable({ site, ranges }: { site: string; ranges: readonly GrindRange[] }) {
  return (
    <DataTable
      caption="Grind segments"
      columns={columns(site)}
      rows={ranges}
      rowKey={(g, i) => `${i}-${g.trackId}-${g.from}-${g.to}`}
      empty="No segment was ground in this shift."
      className="gl-rep-shift-detail"
    />
  );
}
