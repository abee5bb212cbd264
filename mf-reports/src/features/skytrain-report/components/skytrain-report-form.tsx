import { FormProvider } from 'react-hook-form';
import type { SkytrainReport } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { DraftNotice } from '../../../lib/form-kit/draft-notice';
import { FormSubmitted, PendingSubmission } from '../../../lib/form-kit/review-submit';
import { FormPhotos } from '../../../lib/form-kit/photos/form-photos';
import { usePhotoAttachments, withPhotos } from '../../../lib/form-kit/photos/use-photo-attachments';
import { useReportForm } from '../../../lib/form-kit/use-report-form';
import { useReviewPhase } from '../../../lib/form-kit/use-review-phase';
import { useSubmitSkytrainReport } from '../api/submit-skytrain-report';
import { defaultValues, fromDraft, skytrainFormResolver, toRequest, type SkytrainFormValues } from '../utils/form-values';
import { SkytrainReview } from './skytrain-review';
import { SkytrainRows, SkytrainShiftFields } from './skytrain-fields';
import '@grindline/ui/styles.css';
import '../../../components/form/form-layout.css';

/**
 * The elevated-rail (SkyTrain) grind report (spec 000 sections 2.6, 5.5 and 9.3): Editing, Review,
 * Submitting, 'Form Submitted', on the form kit: the draft stays on the device (IndexedDB) until
 * the server stored the report, and a report confirmed offline waits in the outbox.
 */
export function SkytrainReportForm() {
  const form = useReportForm<SkytrainFormValues>({ formKey: 'skytrain', resolver: skytrainFormResolver, defaultValues, toFormValues: fromDraft, version: 1 });
  const submission = useSubmitSkytrainReport();
  const photos = usePhotoAttachments(form.draftKey);
  const flow = useReviewPhase<SkytrainReport>(form.draft, submission);

  if (submission.state === 'sent' && submission.result) return <FormSubmitted shiftId={submission.result.shiftId} onFileAnother={flow.startOver} />;
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{flow.request ? 'Grind Report Review' : 'SkyTrain Grind Report'}</h1>
      <FormProvider {...form}>
        {!flow.request ? (
          <form onSubmit={form.handleSubmit((values) => flow.review(withPhotos(toRequest(values), photos.refs(values.rows.length))))} noValidate>
            <PendingSubmission submission={submission} onEdit={flow.toEdit} onDiscard={flow.discard} />
            <DraftNotice draft={form.draft} />
            <p>Fields marked with * are required</p>
            <SkytrainShiftFields />
            <SkytrainRows />
            <FormPhotos attachments={photos} rows="rows" />
            <div className="gl-ui-actions">
              <Button type="submit">Submit Form</Button>
            </div>
          </form>
        ) : (
          <SkytrainReview request={flow.request} submission={submission} onBack={flow.toEdit} onDiscard={flow.discard} />
        )}
      </FormProvider>
    </div>
  );
}
