import { useEffect } from 'react';
import { FormProvider, useFieldArray, useWatch } from 'react-hook-form';
import { customerProfile, SECOND_FLOW_CUSTOMERS, type SecondFlowFiling } from '@grindline/domain';
import { ComputedValue, SelectInput, TextInput } from '../../../components/form/controls';
import { Button } from '@grindline/ui/button';
import { DraftNotice } from '../../../lib/form-kit/draft-notice';
import { FormSubmitted, PendingSubmission } from '../../../lib/form-kit/review-submit';
import { FormPhotos } from '../../../lib/form-kit/photos/form-photos';
import { usePhotoAttachments, withPhotos } from '../../../lib/form-kit/photos/use-photo-attachments';
import { useReportForm } from '../../../lib/form-kit/use-report-form';
import { useReviewPhase } from '../../../lib/form-kit/use-review-phase';
import { secondFlowFormKey, useSubmitSecondFlowReport } from '../api/submit-second-flow-report';
import { useFormDirections } from '../../../lib/lookups/get-form-directions';
import { useFormGrinders } from '../../../lib/lookups/get-form-grinders';
import { useFormLines } from '../../../lib/lookups/get-form-lines';
import { useFormProfiles } from '../../../lib/lookups/get-form-profiles';
import { defaultValues, newCard, toRequest, validate, type SecondFlowValues } from '../utils/form-values';
import { GrindCard } from './grind-card';
import { SecondFlowReview } from './second-flow-review';
import '@grindline/ui/styles.css';
import '../../../components/form/form-layout.css';
import { useFirstIssueReview } from '../../../lib/form-kit/first-issue';

const P = 'gl-rep-sf';
function restore(raw: unknown, customer: string): SecondFlowValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Partial<SecondFlowValues>;
  if (v.customer !== customer || !Array.isArray(v.grinds)) return null;
  return { ...defaultValues(customer), ...v, grinds: v.grinds.length > 0 ? v.grinds.map((g) => ({ ...newCard(), ...g })) : [newCard()] };
}

/**
 * The SOUNDTRANSIT/NCTD flow (spec 000 sections 2.3 and 5.3) at /grind-reports/sound-transit and
 * /grind-reports/nctd: grind cards with 'Add another', only the first error shown, 'Grind Report
 * Review', one request. Lines, grinders, directions and profiles come from the lookups.
 */
export function SecondFlowForm({ customer }: { customer: (typeof SECOND_FLOW_CUSTOMERS)[number] }) {
  const form = useReportForm<SecondFlowValues>({ formKey: secondFlowFormKey(customer), defaultValues: () => defaultValues(customer), toFormValues: (raw) => restore(raw, customer), version: 1 });
  const submission = useSubmitSecondFlowReport(customer);
  const photos = usePhotoAttachments(form.draftKey);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'grinds' });
  const flow = useReviewPhase<SecondFlowFiling>(form.draft, submission);
  const line = useWatch({ control: form.control, name: 'line' });
  const lines = useFormLines(customer);
  const grinders = useFormGrinders(customer);
  const profiles = useFormProfiles(customer);
  const directions = useFormDirections(customer, line || undefined);
  const profile = customerProfile(customer);
  // A card's direction defaults to the line's first option (spec 000 section 4).
  useEffect(() => {
    const first = directions.data?.[0];
    if (!first) return;
    form.getValues('grinds').forEach((g, i) => {
      if (!directions.data?.includes(g.direction)) form.setValue(`grinds.${i}.direction`, first);
    });
  }, [directions.data, form]);
  const title = customer === 'NCTD' ? 'NCTD Grind Report' : 'Sound Transit Grind Report';

  const { error, review } = useFirstIssueReview(form, validate, toRequest, (request) => flow.review(withPhotos(request, photos.refs(request.grinds.length))));

  if (submission.state === 'sent' && submission.result) return <FormSubmitted shiftId={submission.result.shiftId} onFileAnother={flow.startOver} />;

  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{flow.request ? 'Grind Report Review' : title}</h1>
      <FormProvider {...form}>
        {!flow.request ? (
          <form onSubmit={review} noValidate>
            <PendingSubmission submission={submission} onEdit={flow.toEdit} onDiscard={flow.discard} />
            <DraftNotice draft={form.draft} />
            <fieldset className="gl-rep-section">
              <legend>Shift</legend>
              <div className="gl-rep-grid">
                <ComputedValue id={`${P}-customer`} label="Customer" value={customer} hint={`This flow files for ${SECOND_FLOW_CUSTOMERS.join(' or ')}`} />
                <TextInput<SecondFlowValues> prefix={P} name="date" label="Date" type="date" max="2100-12-31" showError={false} />
                <SelectInput<SecondFlowValues> prefix={P} name="line" label="Line" options={lines.data ?? []} placeholder="Select a line" showError={false} />
                <SelectInput<SecondFlowValues> prefix={P} name="grinderType" label="Grinder Type" options={grinders.data ?? []} placeholder="Select a grinder" showError={false} />
              </div>
            </fieldset>
            {fields.map((f, i) => (
              <GrindCard
                key={f.id}
                index={i}
                directions={directions.data ?? []}
                profiles={profiles.data ?? []}
                referenceLabel={profile.referenceLabel}
                unit={profile.lengthUnit}
                onRemove={() => remove(i)}
              />
            ))}
            <div className="gl-ui-actions">
              <Button variant="secondary" onClick={() => append(newCard(directions.data?.[0] ?? ''))}>
                Add another
              </Button>
            </div>
            <FormPhotos attachments={photos} rows="grinds" />
            {error ? (
              <p className="gl-ui-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="gl-ui-actions">
              <Button type="submit">Review</Button>
            </div>
          </form>
        ) : (
          <SecondFlowReview request={flow.request} submission={submission} onBack={flow.toEdit} onDiscard={flow.discard} />
        )}
      </FormProvider>
    </div>
  );
}
