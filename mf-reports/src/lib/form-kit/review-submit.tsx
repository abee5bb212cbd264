import type { ReactNode } from 'react';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { SubmitButton } from './submit-button';
import { SubmitStatus, type SubmitStatusProps } from './submit-status';
import type { UseSubmitReportReturn } from './use-submit-report';
import { photosOf, ReviewPhotos } from './photos/review-photos';

/** Spec 000 sections 2.3 to 2.6: the words while a report is being filed. */
export const SUBMITTING_TEXT = 'Please wait while the form is being submitted...';

export interface ReviewSubmitProps<TBody> {
  /** The report as it will be filed. */
  request: TBody;
  submission: UseSubmitReportReturn<TBody, unknown>;
  /** 'Back to Edit' (and 'Edit my report' after a conflict): the draft is kept. */
  onBack: () => void;
  /** Throws the report away after a conflict (outbox entry and draft). */
  onDiscard: () => void;
  /** Rows of the conflict table (default: every field of the report). */
  compare?: SubmitStatusProps<TBody>['compare'];
  /** The review tables. */
  children: ReactNode;
}

/**
 * The review and submit part of a report form: the review tables, then what became of the
 * submission (waiting for network, the server's message, a conflict with both versions and the
 * user's choice to edit or discard) and 'Back to Edit' / 'Confirm and Submit' (hidden while the
 * report waits in the outbox or conflicts). While the request is under way only the waiting words
 * show (a double tap has nothing to press).
 */
export function ReviewSubmit<TBody>({ request, submission, onBack, onDiscard, compare, children }: ReviewSubmitProps<TBody>) {
  const { state } = submission;
  const photos = photosOf(request);
  if (state === 'submitting') {
    return (
      <>
        <SubmitStatus state={state} submittingText={SUBMITTING_TEXT} />
        <ReviewPhotos photos={photos} uploading />
      </>
    );
  }
  return (
    <>
      {children}
      <ReviewPhotos photos={photos} />
      <SubmitStatus state={state} error={submission.error} conflict={submission.conflict} compare={compare} onEdit={onBack} onDiscard={onDiscard} />
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={onBack}>
          Back to Edit
        </Button>
        {state === 'queued' || state === 'conflict' ? null : (
          <SubmitButton state={state} onClick={() => void submission.submit(request)}>
            Confirm and Submit
          </SubmitButton>
        )}
      </div>
    </>
  );
}

/** 'Form Submitted' with the stored shift id and a way to file the next report. */
export function FormSubmitted({ shiftId, onFileAnother }: { shiftId: string; onFileAnother: () => void }) {
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">Form Submitted</h1>
      <Notice tone="success">
        <p>Form Submitted</p>
        <p>
          Shift id <span className="gl-rep-shift-id">{shiftId}</span>
        </p>
        <Button onClick={onFileAnother}>File another report</Button>
      </Notice>
    </div>
  );
}

/** On the editing screen: a report waiting in the outbox, or one that met a conflict (both versions). */
export function PendingSubmission<TBody>({ submission, onEdit, onDiscard, compare }: { submission: UseSubmitReportReturn<TBody, unknown>; onEdit: () => void; onDiscard: () => void; compare?: SubmitStatusProps<TBody>['compare'] }) {
  if (submission.state !== 'queued' && submission.state !== 'conflict') return null;
  return <SubmitStatus state={submission.state} conflict={submission.conflict} compare={compare} onEdit={onEdit} onDiscard={onDiscard} />;
}
