import { availableTrackTime, bartLength, type BartReportRequest, type BartReportRow, completeLabel, feetTotals, formatFigure, formatReference } from '@grindline/domain';
import { DataTable, type Column } from '@grindline/ui/data-table';
import { reviewValue } from '../../../lib/form-kit/review-value';

type Shift = BartReportRequest & { availableTrackTime: string; feetComp: number; feetIncomp: number };

const SHIFT_COLUMNS: ReadonlyArray<Column<Shift>> = [
  { header: 'Person in Charge', cell: (s) => s.grinderOperator },
  { header: 'Date', cell: (s) => <span className="gl-ui-nowrap">{s.date}</span> },
  { header: 'Grinder Type', cell: (s) => s.grinderType },
  { header: 'Stone Type', cell: (s) => s.stoneType },
  { header: 'Start Grinding Time', cell: (s) => s.startTime },
  { header: 'Quit Grinding Time', cell: (s) => s.stopTime },
  { header: 'Available Track Time', cell: (s) => s.availableTrackTime },
  { header: 'Line', cell: (s) => s.line },
  { header: 'Completed Feet', cell: (s) => formatFigure(s.feetComp) },
  { header: 'Incompleted Feet', cell: (s) => formatFigure(s.feetIncomp) },
  { header: 'Comments', cell: (s) => reviewValue(s.comments) },
];

type Row = BartReportRow & { length: number };

const ROW_COLUMNS: ReadonlyArray<Column<Row>> = [
  { header: 'Segment Type', cell: (r) => r.segmentType },
  { header: 'Complete/Incomplete', cell: (r) => completeLabel(r.completed) },
  { header: 'Track Direction', cell: (r) => r.direction },
  // Mile posts to the hundredth and lengths grouped, as the map beside them and every other screen write them.
  { header: 'Begin MP', cell: (r) => formatReference('BART', r.segmentFrom) },
  { header: 'End MP', cell: (r) => formatReference('BART', r.segmentTo) },
  { header: 'Length (feet)', cell: (r) => formatFigure(r.length) },
  { header: 'Passes Left', cell: (r) => r.passesLeft },
  { header: 'Passes Right', cell: (r) => r.passesRight },
];

/** The review's data table and grind table of a validated report (spec 000 section 2.7). */
export function BartReviewTables({ request }: { request: BartReportRequest }) {
  const rows: Row[] = request.rows.map((r) => ({ ...r, length: bartLength(r.segmentFrom, r.segmentTo) }));
  const shift: Shift = {
    ...request,
    availableTrackTime: availableTrackTime(request.startTime, request.stopTime),
    ...feetTotals(rows),
  };
  return (
    <>
      <DataTable caption="Shift" columns={SHIFT_COLUMNS} rows={[shift]} rowKey={() => 'shift'} />
      <DataTable caption="Grind rows" columns={ROW_COLUMNS} rows={rows} rowKey={(_r, i) => String(i)} />
    </>
  );
}
