import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { BartReportRequest } from '@grindline/domain';
import { SubmitStatus } from '../../../lib/form-kit/submit-status';
import { FormPhotos } from '../../../lib/form-kit/photos/form-photos';
import { usePhotoAttachments, withPhotos } from '../../../lib/form-kit/photos/use-photo-attachments';
import { useReportForm } from '../../../lib/form-kit/use-report-form';
import { useSubmitBartReport } from '../api/submit-bart-report';
import { bartConflictRows } from '../utils/conflict-rows';
import { bartFormResolver, defaultValues, fromDraft, toRequest, type BartFormValues } from '../utils/form-values';
import { BartEditor } from './bart-editor';
import { lazyNamed, PageSuspense } from '@grindline/ui/lazy-page';
import '@grindline/ui/styles.css';
import './bart-report.css';

// Review (with its map) and Thanks (with the mails) are chunks of their own, fetched when the
// supervisor gets there: the form opens with the editor alone (docs/decisions.md §50).
const BartReview = lazyNamed(() => import('./bart-review'), 'BartReview');
const BartSubmitted = lazyNamed(() => import('./bart-submitted'), 'BartSubmitted');

type Phase = { name: 'editing' } | { name: 'review'; request: BartReportRequest };

/**
 * The BART grind report (spec 000 sections 2.7, 3.6, 4 and 5.6): Editing, Review, Submitting,
 * Submitted, on the form kit: the draft is kept on the device (IndexedDB) until the server has
 * stored the report, and a report confirmed without network waits in the outbox.
 */
export function BartReportForm() {
  const form = useReportForm<BartFormValues>({ formKey: 'bart', resolver: bartFormResolver, defaultValues, toFormValues: fromDraft, version: 1 });
  const submission = useSubmitBartReport();
  const photos = usePhotoAttachments(form.draftKey);
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });

  const startOver = () => {
    form.draft.discard();
    submission.reset();
    setPhase({ name: 'editing' });
  };

  if (submission.state === 'sent' && submission.result) {
    return (
      <div className="gl-ui-page">
        <h1 className="gl-ui-title">BART Grind Report</h1>
        <PageSuspense>
          <BartSubmitted shiftId={submission.result.shiftId} onFileAnother={startOver} />
        </PageSuspense>
      </div>
    );
  }
  const toEdit = () => {
    submission.dismissConflict();
    setPhase({ name: 'editing' });
  };
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{phase.name === 'review' ? 'Grind Report Review' : 'BART Grind Report'}</h1>
      <FormProvider {...form}>
        {phase.name === 'editing' ? (
          <>
            {submission.state === 'queued' || submission.state === 'conflict' ? (
              <SubmitStatus state={submission.state} conflict={submission.conflict} compare={bartConflictRows} onEdit={toEdit} />
            ) : null}
            <BartEditor draft={form.draft} photos={<FormPhotos attachments={photos} rows="rows" />} onReview={(values) => setPhase({ name: 'review', request: withPhotos(toRequest(values), photos.refs(values.rows.length)) })} />
          </>
        ) : (
          <PageSuspense>
            <BartReview request={phase.request} submission={submission} onBack={toEdit} />
          </PageSuspense>
        )}
      </FormProvider>
    </div>
  );
}
