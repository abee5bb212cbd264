import { useRef, useState } from 'react';
import type { BartReportRequest } from '@grindline/domain';
import { ApiError, errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { useReportExists } from '../api/check-report-exists';
import { useMapImage } from '../api/get-map-image';
import { useSubmitBartReport, type SubmitBartReportResponse } from '../api/submit-bart-report';
import { BartMap, bartMapBody } from './bart-map';
import { BartReviewTables } from './bart-review-tables';

export interface BartReviewProps {
  request: BartReportRequest;
  onBack: () => void;
  onSubmitted: (result: SubmitBartReportResponse) => void;
}

function AlreadyExists({ onBack }: { onBack: () => void }) {
  return (
    <>
      <Notice tone="error">
        <p>A report already exists for this date.</p>
        <p>There can only be one report per date of work.</p>
      </Notice>
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={onBack}>
          Back to Edit
        </Button>
      </div>
    </>
  );
}

/**
 * Review, then Confirm and Submit (spec 000 sections 2.7 and 4). The submission id is made once
 * per review, so a double click or a retry after a network failure stores the report once.
 */
export function BartReview({ request, onBack, onSubmitted }: BartReviewProps) {
  const [submissionId] = useState(() => crypto.randomUUID());
  const exists = useReportExists(request.date, request.grinderType);
  const submit = useSubmitBartReport();
  // The same query BartMap shows: Submit appears once the map is drawn or known missing (spec 000 4).
  const map = useMapImage(bartMapBody(request));
  // The button disables on the next render; this blocks a second click before that render.
  const sending = useRef(false);

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    submit.mutate(
      { ...request, submissionId },
      { onSuccess: onSubmitted, onSettled: () => (sending.current = false) },
    );
  };

  if (exists.isPending) return <p role="status">Checking for an existing report...</p>;
  if (exists.isError) {
    return (
      <>
        <Notice tone="error">
          <p>Could not check for an existing report: {errorMessage(exists.error)}</p>
        </Notice>
        <div className="gl-ui-actions">
          <Button variant="secondary" onClick={onBack}>
            Back to Edit
          </Button>
          <Button onClick={() => void exists.refetch()}>Try again</Button>
        </div>
      </>
    );
  }
  const error = submit.error;
  if (exists.data.exists || (error instanceof ApiError && error.status === 409)) return <AlreadyExists onBack={onBack} />;

  const failedToSend = error !== null && !(error instanceof ApiError && error.status === 400);
  return (
    <>
      <BartReviewTables request={request} />
      <BartMap request={request} />
      {error instanceof ApiError && error.status === 400 ? (
        <Notice tone="error">
          <p>{error.message}</p>
          {error.issues?.map((issue) => <p key={`${issue.path}:${issue.message}`}>{issue.message}</p>)}
        </Notice>
      ) : failedToSend ? (
        <Notice tone="error">
          <p>The report was not sent: {errorMessage(error)}</p>
          <p>Your report is kept on this device. Press Try again when the connection is back.</p>
        </Notice>
      ) : null}
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={onBack} disabled={submit.isPending}>
          Back to Edit
        </Button>
        {map.isPending ? null : (
          <Button onClick={confirm} disabled={submit.isPending}>
            {submit.isPending ? 'Please wait...' : failedToSend ? 'Try again' : 'Confirm and Submit'}
          </Button>
        )}
      </div>
    </>
  );
}
