import type { SecondFlowFiling } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { DataTable } from '@grindline/ui/data-table';
import { SubmitButton } from '../../../lib/form-kit/submit-button';
import { SubmitStatus } from '../../../lib/form-kit/submit-status';
import type { UseSubmitReportReturn } from '../../../lib/form-kit/use-submit-report';
import type { SubmitSecondFlowResponse } from '../api/submit-second-flow-report';

type Card = SecondFlowFiling['grinds'][number];

export interface SecondFlowReviewProps {
  request: SecondFlowFiling;
  submission: UseSubmitReportReturn<SecondFlowFiling, SubmitSecondFlowResponse>;
  onBack: () => void;
}

/** 'Grind Report Review' with 'Back to Edit' and 'Confirm and Submit' (spec 000 section 2.3): one request, one submission id kept with the draft by the form kit. */
export function SecondFlowReview({ request, submission, onBack }: SecondFlowReviewProps) {
  const { state } = submission;
  if (state === 'submitting') return <SubmitStatus state={state} submittingText="Please wait while the form is being submitted..." />;
  return (
    <>
      <DataTable
        caption="Shift"
        columns={[{ header: 'Customer', cell: (r: SecondFlowFiling) => r.customer }, { header: 'Date', cell: (r) => r.date }, { header: 'Line', cell: (r) => r.line }, { header: 'Grinder Type', cell: (r) => r.grinderType }]}
        rows={[request]}
        rowKey={() => 'shift'}
      />
      <DataTable<Card>
        caption="Grind info"
        columns={[
          { header: 'Segment From', cell: (g) => g.segmentFrom },
          { header: 'Segment To', cell: (g) => g.segmentTo },
          { header: 'Length', cell: (g) => g.length },
          { header: 'Curve', cell: (g) => g.curve },
          { header: 'Left Rail Passes', cell: (g) => g.leftRailPasses },
          { header: 'Right Rail Passes', cell: (g) => g.rightRailPasses },
          { header: 'Complete', cell: (g) => g.completed },
          { header: 'Direction', cell: (g) => g.direction },
          { header: 'Left Rail Profile', cell: (g) => g.leftRailProfile },
          { header: 'Right Rail Profile', cell: (g) => g.rightRailProfile },
        ]}
        rows={request.grinds}
        rowKey={(_g, i) => String(i)}
      />
      <SubmitStatus state={state} error={submission.error} />
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={onBack}>
          Back to Edit
        </Button>
        {state === 'queued' ? null : (
          <SubmitButton state={state} onClick={() => void submission.submit(request)}>
            Confirm and Submit
          </SubmitButton>
        )}
      </div>
    </>
  );
}
