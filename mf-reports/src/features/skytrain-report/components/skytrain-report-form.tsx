import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { SkytrainReport } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { DraftNotice } from '../../../lib/form-kit/draft-notice';
import { SubmitStatus } from '../../../lib/form-kit/submit-status';
import { useReportForm } from '../../../lib/form-kit/use-report-form';
import { useSubmitSkytrainReport } from '../api/submit-skytrain-report';
import { defaultValues, fromDraft, skytrainFormResolver, toRequest, type SkytrainFormValues } from '../utils/form-values';
import { SkytrainReview } from './skytrain-review';
import { SkytrainRows, SkytrainShiftFields } from './skytrain-fields';
import '@grindline/ui/styles.css';
import '../../../components/form/form-layout.css';

type Phase = { name: 'editing' } | { name: 'review'; request: SkytrainReport };

/**
 * The elevated-rail (SkyTrain) grind report (spec 000 sections 2.6, 5.5 and 9.3): Editing, Review,
 * Submitting, 'Form Submitted', on the form kit: the draft stays on the device (IndexedDB) until
 * the server stored the report, and a report confirmed offline waits in the outbox.
 */
export function SkytrainReportForm() {
  const form = useReportForm<SkytrainFormValues>({ formKey: 'skytrain', resolver: skytrainFormResolver, defaultValues, toFormValues: fromDraft, version: 1 });
  const submission = useSubmitSkytrainReport();
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const startOver = () => {
    form.draft.discard();
    submission.reset();
    setPhase({ name: 'editing' });
  };

  if (submission.state === 'sent' && submission.result) {
    return (
      <div className="gl-ui-page">
        <h1 className="gl-ui-title">Form Submitted</h1>
        <Notice tone="success">
          <p>Form Submitted</p>
          <p>
            Shift id <span className="gl-rep-shift-id">{submission.result.shiftId}</span>
          </p>
          <Button onClick={startOver}>File another report</Button>
        </Notice>
      </div>
    );
  }
  const toEdit = () => {
    submission.dismissConflict();
    setPhase({ name: 'editing' });
  };
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{phase.name === 'review' ? 'Grind Report Review' : 'SkyTrain Grind Report'}</h1>
      <FormProvider {...form}>
        {phase.name === 'editing' ? (
          <form onSubmit={form.handleSubmit((values) => setPhase({ name: 'review', request: toRequest(values) }))} noValidate>
            {submission.state === 'queued' || submission.state === 'conflict' ? (
              <SubmitStatus state={submission.state} conflict={submission.conflict} onEdit={toEdit} />
            ) : null}
            <DraftNotice draft={form.draft} />
            <p>Fields marked with * are required</p>
            <SkytrainShiftFields />
            <SkytrainRows />
            <div className="gl-ui-actions">
              <Button type="submit">Submit Form</Button>
            </div>
          </form>
        ) : (
          <SkytrainReview request={phase.request} submission={submission} onBack={toEdit} />
        )}
      </FormProvider>
    </div>
  );
}
