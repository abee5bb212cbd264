import { formatDayLabel, formatFigure, lengthWord, type ShiftReport } from '@grindline/domain';
import { DataTable, type Column } from '@grindline/ui/data-table';

// The old app shifted dates by +5/+6 hours for display (spec 001 section 2.9) only because it
// stored UTC timestamps; we store the plain YYYY-MM-DD of the shift, so its day is shown as stored,
// named as every other screen names a day.
const COLUMNS: ReadonlyArray<Column<ShiftReport>> = [
  { header: 'Shift Date', cell: (r) => formatDayLabel(r.date) },
  { header: 'Line', cell: (r) => r.line },
  { header: 'Completed Feet', cell: (r) => formatFigure(r.feetComp) },
  { header: 'Incompleted Feet', cell: (r) => formatFigure(r.feetIncomp) },
  { header: 'Grinder Operator', cell: (r) => r.grinderOperator },
  { header: 'Stone Type', cell: (r) => r.stoneType },
  { header: 'Grinder Type', cell: (r) => r.grinderType },
  // A label over nothing reads as a field that did not load.
  { header: 'Comments', cell: (r) => (r.comments.trim() ? r.comments : 'No comments') },
  { header: 'Start Time', cell: (r) => r.startTime ?? '' },
  { header: 'Stop Time', cell: (r) => r.stopTime ?? '' },
  { header: 'Available Track Time', cell: (r) => r.availableTrackTime ?? '' },
];

/**
 * The sky train viewer's columns: Shift Type after Line, no times (spec 001 section 2.9). The
 * spec's 'Completed Feet' is the old app's label for both viewers; SkyTrain's lengths are metres.
 */
const SKYTRAIN_COLUMNS: ReadonlyArray<Column<ShiftReport>> = [
  COLUMNS[0],
  COLUMNS[1],
  { header: 'Shift Type', cell: (r) => r.shiftType },
  { header: `Completed ${lengthWord('SKYTRAIN')}`, cell: (r) => formatFigure(r.feetComp) },
  { header: `Incompleted ${lengthWord('SKYTRAIN')}`, cell: (r) => formatFigure(r.feetIncomp) },
  ...COLUMNS.slice(4, 8),
];

/**
 * The shift row of a report (spec 001 section 2.9: rapid-transit or sky train viewer columns). On a
 * tablet (1100 px and below) the one row is a card of named fields, so no field is hidden past
 * the screen's edge.
 */
export function ShiftSummaryTable({ report, site = 'BART' }: { report: ShiftReport; site?: 'BART' | 'SKYTRAIN' }) {
  return (
    <DataTable
      caption={`Shift ${report.shiftId}`}
      columns={site === 'BART' ? COLUMNS : SKYTRAIN_COLUMNS}
      rows={[report]}
      rowKey={(r) => r.shiftId}
      layout="stack"
      className="gl-rep-shift-summary"
    />
  );
}
