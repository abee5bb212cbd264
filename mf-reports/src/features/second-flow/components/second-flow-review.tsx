import { useRef, useState } from 'react';
import type { SecondFlowFiling } from '@grindline/domain';
import { ApiError, errorMessage } from 'shell/kit';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { useSubmitSecondFlowReport } from '../api/submit-second-flow-report';

type Card = SecondFlowFiling['grinds'][number];

export interface SecondFlowReviewProps {
  request: SecondFlowFiling;
  onBack: () => void;
  onSubmitted: (shiftId: string) => void;
}

/** 'Grind Report Review' with 'Back to Edit' and 'Confirm and Submit' (spec 000 section 2.3): one request, one submission id. */
export function SecondFlowReview({ request, onBack, onSubmitted }: SecondFlowReviewProps) {
  const [submissionId] = useState(() => crypto.randomUUID());
  const submit = useSubmitSecondFlowReport();
  const sending = useRef(false);
  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    submit.mutate({ ...request, submissionId }, { onSuccess: (d) => onSubmitted(d.shiftId), onSettled: () => (sending.current = false) });
  };
  if (submit.isPending) return <p role="status">Please wait while the form is being submitted...</p>;
  const error = submit.error;
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
      {error ? (
        <Notice tone="error">
          <p>{error instanceof ApiError && error.status < 500 ? error.message : `The report was not sent: ${errorMessage(error)}. Press Confirm and Submit again when the connection is back.`}</p>
        </Notice>
      ) : null}
      <div className="gl-rep-actions">
        <Button variant="secondary" onClick={onBack}>
          Back to Edit
        </Button>
        <Button onClick={confirm}>Confirm and Submit</Button>
      </div>
    </>
  );
}
