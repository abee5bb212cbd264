import { FormProvider } from 'react-hook-form';
import type { GenericFiling } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { DraftNotice } from '../../../lib/form-kit/draft-notice';
import { FormSubmitted, PendingSubmission } from '../../../lib/form-kit/review-submit';
import { FormPhotos } from '../../../lib/form-kit/photos/form-photos';
import { usePhotoAttachments, withPhotos } from '../../../lib/form-kit/photos/use-photo-attachments';
import { useReportForm } from '../../../lib/form-kit/use-report-form';
import { useReviewPhase } from '../../../lib/form-kit/use-review-phase';
import { useSubmitGenericReport } from '../api/submit-generic-report';
import { useAutofill } from '../../../lib/lookups/get-autofill';
import { autofillPatch, autofillValues, defaultValues, newRow, ROW_FIELDS, SHIFT_FIELDS, toRequest, validate, type GenericValues } from '../utils/form-values';
import { GenericGrindRows, GenericShiftFields } from './generic-fields';
import { GenericReview } from './generic-review';
import '@grindline/ui/styles.css';
import '../../../components/form/form-layout.css';
import { useFirstIssueReview } from '../../../lib/form-kit/first-issue';

function restore(raw: unknown): GenericValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  const text = (from: Record<string, unknown>, k: string) => (typeof from[k] === 'string' ? (from[k] as string) : '');
  const grinds = Array.isArray(v.grinds) ? v.grinds.filter((g): g is Record<string, unknown> => typeof g === 'object' && g !== null) : [];
  const values = {
    ...(Object.fromEntries(SHIFT_FIELDS.map((k) => [k, text(v, k)])) as Omit<GenericValues, 'grinds'>),
    grinds: grinds.length ? grinds.map((g) => ({ ...newRow(), ...Object.fromEntries(ROW_FIELDS.map((k) => [k, text(g, k) || newRow()[k]])) })) : [newRow()],
  };
  return values;
}

/**
 * The generic single-page Grind Report (spec 000 sections 2.4 and 5.4; spec 002's edit-report
 * form): choosing a customer autofills from its last report ('Auto Populating Fields'); only the
 * first error is shown; review, 'Please wait while the form is being submitted...', 'Form Submitted'.
 */
export function GenericReportForm() {
  const form = useReportForm<GenericValues>({ formKey: 'generic', defaultValues, toFormValues: restore, version: 1 });
  const submission = useSubmitGenericReport();
  const flow = useReviewPhase<GenericFiling>(form.draft, submission);
  const autofill = useAutofill();
  const photos = usePhotoAttachments(form.draftKey);

  const onCustomer = (customer: string) => {
    if (!customer) return;
    const whenAsked = { ...form.getValues(), customer };
    autofill.mutate(
      { site: customer },
      {
        onSuccess: (answer) => {
          if (!answer.found) return;
          const patch = autofillPatch(autofillValues(answer), whenAsked, form.getValues());
          for (const [k, v] of Object.entries(patch)) form.setValue(k as keyof Omit<GenericValues, 'grinds'>, v as string);
        },
      },
    );
  };
  const { error, review } = useFirstIssueReview(form, validate, toRequest, (request) => flow.review(withPhotos(request, photos.refs(request.grinds.length))));

  if (submission.state === 'sent' && submission.result) return <FormSubmitted shiftId={submission.result.shiftId} onFileAnother={flow.startOver} />;

  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{flow.request ? 'Review' : 'Grind Report'}</h1>
      <FormProvider {...form}>
        {!flow.request ? (
          <form onSubmit={review} noValidate>
            <PendingSubmission submission={submission} onEdit={flow.toEdit} onDiscard={flow.discard} />
            <DraftNotice draft={form.draft} />
            {autofill.isPending ? <p role="status">Auto Populating Fields</p> : null}
            <GenericShiftFields onCustomer={onCustomer} />
            <GenericGrindRows />
            <FormPhotos attachments={photos} rows="grinds" />
            {error ? (
              <p className="gl-ui-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="gl-ui-actions">
              <Button type="submit">Submit Form</Button>
            </div>
          </form>
        ) : (
          <GenericReview request={flow.request} submission={submission} onBack={flow.toEdit} onDiscard={flow.discard} />
        )}
      </FormProvider>
    </div>
  );
}
