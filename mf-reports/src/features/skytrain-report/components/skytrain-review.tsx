import { completeLabel, grindLength, type SkytrainReport } from '@grindline/domain';
import { DataTable } from '@grindline/ui/data-table';
import { ReviewSubmit } from '../../../lib/form-kit/review-submit';
import { reviewValue } from '../../../lib/form-kit/review-value';
import type { UseSubmitReportReturn } from '../../../lib/form-kit/use-submit-report';
import type { SubmitSkytrainReportResponse } from '../api/submit-skytrain-report';

export interface SkytrainReviewProps {
  request: SkytrainReport;
  submission: UseSubmitReportReturn<SkytrainReport, SubmitSkytrainReportResponse>;
  onBack: () => void;
  /** Throws the report away after a conflict. */
  onDiscard: () => void;
}

type Row = SkytrainReport['rows'][number];

/**
 * Review, then Confirm and Submit (spec 000 sections 2.6 and 4): one request with every row, on the
 * form kit (one submission id: a double tap or a resend files once; offline it waits on the device).
 */
export function SkytrainReview({ request, submission, onBack, onDiscard }: SkytrainReviewProps) {
  const shift: [string, string][] = [
    ['Date', request.shiftDate], ['Line', request.line], ['Operator', request.grinderOperator], ['Type of Shift', request.shiftType],
    ['Spark Mins', String(request.sparkMins)], ['Available Track Time', `${request.availableTrackTime} min`], ['Grinder Type', request.grinderType],
    ['Stone Type', request.stoneType], ['Engine Hours', String(request.engineHours)], ['Tie-up Location', request.tieUpLocation], ['External Comments', request.commentsExt],
  ];
  return (
    <ReviewSubmit request={request} submission={submission} onBack={onBack} onDiscard={onDiscard}>
      <DataTable caption="Shift" columns={[{ header: 'Field', cell: (r: [string, string]) => r[0] }, { header: 'Value', cell: (r) => r[1] }]} rows={shift.map(([label, value]) => [label, reviewValue(value)] as [string, string])} rowKey={(r) => r[0]} />
      <DataTable<Row>
        caption="Grind rows"
        // A card per grind on a tablet: every field in view, none behind a sideways scroll.
        layout="stack"
        columns={[
          { header: 'Complete', cell: (r) => completeLabel(r.completed) },
          { header: 'Direction', cell: (r) => r.direction },
          { header: 'From', cell: (r) => r.segmentFrom },
          { header: 'To', cell: (r) => r.segmentTo },
          { header: 'Length (m)', cell: (r) => grindLength('SKYTRAIN', r.segmentFrom, r.segmentTo) },
          { header: 'Curve Type', cell: (r) => r.curveType },
          { header: 'Left Passes', cell: (r) => r.passesLeft },
          { header: 'Right Passes', cell: (r) => r.passesRight },
          { header: 'Comments', cell: (r) => reviewValue(r.comments) },
        ]}
        rows={request.rows}
        rowKey={(_r, i) => String(i)}
      />
    </ReviewSubmit>
  );
}
