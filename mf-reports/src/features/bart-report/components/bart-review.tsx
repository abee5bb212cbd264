import type { BartReportRequest } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { SubmitButton } from '../../../lib/form-kit/submit-button';
import { photosOf, ReviewPhotos } from '../../../lib/form-kit/photos/review-photos';
import { SubmitStatus } from '../../../lib/form-kit/submit-status';
import type { UseSubmitReportReturn } from '../../../lib/form-kit/use-submit-report';
import { useReportExists } from '../api/check-report-exists';
import { useMapImage } from '@grindline/ui/map-image';
import type { SubmitBartReportResponse } from '../api/submit-bart-report';
import { bartConflictRows } from '../utils/conflict-rows';
import { BartMap, bartMapBody } from './bart-map';
import { BartReviewTables } from './bart-review-tables';

export interface BartReviewProps {
  request: BartReportRequest;
  submission: UseSubmitReportReturn<BartReportRequest, SubmitBartReportResponse>;
  onBack: () => void;
}

function AlreadyExists({ onBack, children }: { onBack: () => void; children?: React.ReactNode }) {
  return (
    <>
      <Notice tone="error">
        <p>A report already exists for this date.</p>
        <p>There can only be one report per date of work.</p>
      </Notice>
      {children}
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={onBack}>
          Back to Edit
        </Button>
      </div>
    </>
  );
}

/**
 * Review, then Confirm and Submit (spec 000 sections 2.7 and 4). The form kit gives the report
 * one submission id, so a double tap or a resend after the network returns stores it once; a
 * report confirmed offline waits on the device ('waiting for network').
 */
export function BartReview({ request, submission, onBack }: BartReviewProps) {
  const exists = useReportExists(request.date, request.grinderType);
  // The same query BartMap shows: Submit appears once the map is drawn or known missing (spec 000 4).
  const map = useMapImage(bartMapBody(request));
  const { state } = submission;
  // Offline the existence check cannot run: the report is still filed, the server checks again.
  const checkUnreachable = exists.isError && !navigator.onLine;

  if (state === 'conflict') {
    return (
      <AlreadyExists onBack={onBack}>
        <SubmitStatus state={state} conflict={submission.conflict} compare={bartConflictRows} />
      </AlreadyExists>
    );
  }
  if (state !== 'queued' && exists.isPending) return <p role="status">Checking for an existing report...</p>;
  if (state !== 'queued' && exists.isError && !checkUnreachable) {
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
  if (exists.data?.exists) return <AlreadyExists onBack={onBack} />;

  return (
    <>
      <BartReviewTables request={request} />
      <BartMap request={request} />
      <ReviewPhotos photos={photosOf(request)} uploading={state === 'submitting'} />
      <SubmitStatus state={state} error={submission.error} />
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={onBack} disabled={state === 'submitting'}>
          Back to Edit
        </Button>
        {map.isPending && navigator.onLine ? null : state === 'queued' ? null : (
          <SubmitButton state={state} onClick={() => void submission.submit(request)}>
            Confirm and Submit
          </SubmitButton>
        )}
      </div>
    </>
  );
}
