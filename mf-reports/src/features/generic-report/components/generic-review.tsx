import { completeLabel, formatFigure, type GenericFiling, siteLengthSymbol } from '@grindline/domain';
import { DataTable } from '@grindline/ui/data-table';
import { ReviewSubmit } from '../../../lib/form-kit/review-submit';
import { shownValue } from '../utils/review-values';
import type { UseSubmitReportReturn } from '../../../lib/form-kit/use-submit-report';
import type { SubmitGenericResponse } from '../api/submit-generic-report';

type Row = GenericFiling['grinds'][number];
const SHOWN: ReadonlyArray<[keyof GenericFiling, string]> = [
  ['shiftDate', 'Shift Date'], ['customer', 'Customer'], ['line', 'Line'], ['shiftNum', 'Shift Number'], ['shiftType', 'Shift Type'], ['workType', 'Work Type'],
  ['grinderType', 'Grinder Type'], ['stoneType', 'Stone Type'], ['sparkMins', 'Spark Minutes'], ['passFeet', 'Total Pass Feet'], ['callTime', 'Call Time'],
  ['startTime', 'Start Grind'], ['stopTime', 'Stop Grind'], ['grinderTieUpTime', 'Tie Up Time'], ['grinderOperator', 'Grinder Operator'], ['armSupervisor', 'ARM Supervisor'],
  ['transitRep', 'Transit Representative'], ['machineDelay', 'Machine Delay'], ['customerDelay', 'Customer Delay'], ['loramDelay', 'Loram Delay'], ['commentsExt', 'External Comments'],
];

export interface GenericReviewProps {
  request: GenericFiling;
  submission: UseSubmitReportReturn<GenericFiling, SubmitGenericResponse>;
  onBack: () => void;
  /** Throws the report away after a conflict. */
  onDiscard: () => void;
}

/** Review (Back to Edit / Confirm and Submit), then 'Please wait while the form is being submitted...' (spec 000 2.4). */
export function GenericReview({ request, submission, onBack, onDiscard }: GenericReviewProps) {
  return (
    <ReviewSubmit request={request} submission={submission} onBack={onBack} onDiscard={onDiscard}>
      <DataTable caption="Shift" columns={[{ header: 'Field', cell: (r: [string, string]) => r[0] }, { header: 'Value', cell: (r) => r[1] }]} rows={SHOWN.map(([k, label]) => [label, shownValue(k, request[k])] as [string, string])} rowKey={(r) => r[0]} />
      <DataTable<Row>
        caption="Grind info"
        // A card per grind on a tablet: every field in view, none behind a sideways scroll.
        layout="stack"
        columns={[
          { header: 'From', cell: (g) => g.segmentFrom },
          { header: 'To', cell: (g) => g.segmentTo },
          { header: `Length (${siteLengthSymbol(request.customer)})`, cell: (g) => formatFigure(g.length) },
          { header: 'Curve', cell: (g) => g.curve },
          { header: 'Left Passes', cell: (g) => g.leftRailPasses },
          { header: 'Right Passes', cell: (g) => g.rightRailPasses },
          { header: 'Complete', cell: (g) => completeLabel(g.completed) },
          { header: 'Direction', cell: (g) => g.direction },
        ]}
        rows={request.grinds}
        rowKey={(_g, i) => String(i)}
      />
    </ReviewSubmit>
  );
}
