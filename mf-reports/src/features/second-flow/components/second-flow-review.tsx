import { completeLabel, formatFigure, type SecondFlowFiling, siteLengthSymbol } from '@grindline/domain';
import { DataTable } from '@grindline/ui/data-table';
import { ReviewSubmit } from '../../../lib/form-kit/review-submit';
import type { UseSubmitReportReturn } from '../../../lib/form-kit/use-submit-report';
import type { SubmitSecondFlowResponse } from '../api/submit-second-flow-report';

type Card = SecondFlowFiling['grinds'][number];

export interface SecondFlowReviewProps {
  request: SecondFlowFiling;
  submission: UseSubmitReportReturn<SecondFlowFiling, SubmitSecondFlowResponse>;
  onBack: () => void;
  /** Throws the report away after a conflict. */
  onDiscard: () => void;
}

/** 'Grind Report Review' with 'Back to Edit' and 'Confirm and Submit' (spec 000 section 2.3): one request, one submission id kept with the draft by the form kit. */
export function SecondFlowReview({ request, submission, onBack, onDiscard }: SecondFlowReviewProps) {
  return (
    <ReviewSubmit request={request} submission={submission} onBack={onBack} onDiscard={onDiscard}>
      <DataTable
        caption="Shift"
        columns={[{ header: 'Customer', cell: (r: SecondFlowFiling) => r.customer }, { header: 'Date', cell: (r) => r.date }, { header: 'Line', cell: (r) => r.line }, { header: 'Grinder Type', cell: (r) => r.grinderType }]}
        rows={[request]}
        rowKey={() => 'shift'}
      />
      <DataTable<Card>
        caption="Grind info"
        // A card per grind on a tablet: every field in view, none behind a sideways scroll.
        layout="stack"
        columns={[
          { header: 'Segment From', cell: (g) => g.segmentFrom },
          { header: 'Segment To', cell: (g) => g.segmentTo },
          { header: `Length (${siteLengthSymbol(request.customer)})`, cell: (g) => formatFigure(g.length) },
          { header: 'Curve', cell: (g) => g.curve },
          { header: 'Left Rail Passes', cell: (g) => g.leftRailPasses },
          { header: 'Right Rail Passes', cell: (g) => g.rightRailPasses },
          { header: 'Complete', cell: (g) => completeLabel(g.completed) },
          { header: 'Direction', cell: (g) => g.direction },
          { header: 'Left Rail Profile', cell: (g) => g.leftRailProfile },
          { header: 'Right Rail Profile', cell: (g) => g.rightRailProfile },
        ]}
        rows={request.grinds}
        rowKey={(_g, i) => String(i)}
      />
    </ReviewSubmit>
  );
}
