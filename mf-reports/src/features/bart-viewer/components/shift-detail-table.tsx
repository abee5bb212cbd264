import { completeLabel, formatFigure, type GrindRange, referenceSuffix, siteLengthSymbol } from '@grindline/domain';
import { DataTable, type Column } from '@grindline/ui/data-table';
import './bart-viewer.css';

const hasComments = (ranges: readonly GrindRange[]): boolean => ranges.some((g) => (g.comments ?? '').trim() !== '');

/**
 * The columns, the ends named with the site's reference and the length with its unit ('From
 * (Mile Post)', 'Length (m)'); Comments only when a segment has some (a column of blanks pushed
 * the table past a portrait tablet's width), and on a tablet as a line under their segment.
 */
const columns = (site: string, comments: boolean): ReadonlyArray<Column<GrindRange>> => [
  { header: `From${referenceSuffix(site)}`, cell: (g) => g.from },
  { header: `To${referenceSuffix(site)}`, cell: (g) => g.to },
  { header: `Length (${siteLengthSymbol(site)})`, cell: (g) => formatFigure(g.length) },
  { header: 'Direction', cell: (g) => g.direction },
  { header: 'Segment', cell: (g) => g.segmentType ?? g.segmentNum ?? '' },
  { header: 'Left Rail Passes', cell: (g) => g.passesLeft },
  { header: 'Right Rail Passes', cell: (g) => g.passesRight },
  // A zero-width space lets the header wrap after its slash, as narrow as its cells.
  { header: 'Complete/\u200bIncomplete', cell: (g) => completeLabel(g.complete) },
  ...(comments ? [{ header: 'Comments', cell: (g: GrindRange) => g.comments ?? '', note: true }] : []),
];

/** One row per ground segment of a site's shift (spec 001 section 2.9). */
export function ShiftDetailTable({ site, ranges }: { site: string; ranges: readonly GrindRange[] }) {
  return (
    <DataTable
      caption="Grind segments"
      columns={columns(site, hasComments(ranges))}
      rows={ranges}
      rowKey={(g, i) => `${i}-${g.trackId}-${g.from}-${g.to}`}
      empty="No segment was ground in this shift."
      className="gl-rep-shift-detail"
    />
  );
}
