import { useState } from 'react';
import type { DraftState } from './use-report-form';
import type { UseSubmitReportReturn } from './use-submit-report';

/** Editing or reviewing `request`, and the moves between them every review form makes. */
export interface ReviewPhase<TBody> {
  /** The report under review, or null while editing. */
  request: TBody | null;
  review(request: TBody): void;
  /** Back to the fields; a conflict is forgotten, the draft (the user's report) is kept. */
  toEdit(): void;
  /** After 'Form Submitted': an empty form for the next report. */
  startOver(): void;
  /** The user throws the report away: outbox entry, draft, and the fields. */
  discard(): void;
}

/** The review phase of a form on the kit: one place for what the forms did each in their own copy. */
export function useReviewPhase<TBody>(draft: Pick<DraftState, 'discard'>, submission: Pick<UseSubmitReportReturn<TBody, unknown>, 'reset' | 'dismissConflict'>): ReviewPhase<TBody> {
  const [request, setRequest] = useState<TBody | null>(null);
  const startOver = () => {
    draft.discard();
    submission.reset();
    setRequest(null);
  };
  return {
    request,
    review: (next) => setRequest(next),
    toEdit: () => {
      submission.dismissConflict();
      setRequest(null);
    },
    startOver,
    discard: () => {
      submission.dismissConflict();
      startOver();
    },
  };
}
