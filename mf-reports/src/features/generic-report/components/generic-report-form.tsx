import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { GenericFiling } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { DraftNotice } from '../../../lib/form-kit/draft-notice';
import { SubmitStatus } from '../../../lib/form-kit/submit-status';
import { useReportForm } from '../../../lib/form-kit/use-report-form';
import { useSubmitGenericReport } from '../api/submit-generic-report';
import { useAutofill } from '../../../lib/lookups/get-autofill';
import { autofillValues, defaultValues, newRow, ROW_FIELDS, SHIFT_FIELDS, toRequest, validate, type GenericValues } from '../utils/form-values';
import { GenericGrindRows, GenericShiftFields } from './generic-fields';
import { GenericReview } from './generic-review';
import '@grindline/ui/styles.css';
import '../../../components/form/form-layout.css';

type Phase = { name: 'editing' } | { name: 'review'; request: GenericFiling };

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
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const [error, setError] = useState<string | undefined>();
  const autofill = useAutofill();

  const onCustomer = (customer: string) => {
    if (!customer) return;
    autofill.mutate(
      { site: customer },
      {
        onSuccess: (answer) => {
          if (!answer.found) return;
          for (const [k, v] of Object.entries(autofillValues(answer))) form.setValue(k as keyof Omit<GenericValues, 'grinds'>, v as string);
        },
      },
    );
  };
  const review = form.handleSubmit((values) => {
    const first = validate(values);
    setError(first);
    if (!first) setPhase({ name: 'review', request: toRequest(values) });
  });
  const startOver = () => {
    form.draft.discard();
    submission.reset();
    setError(undefined);
    setPhase({ name: 'editing' });
  };
  const toEdit = () => {
    submission.dismissConflict();
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

  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{phase.name === 'review' ? 'Review' : 'Grind Report'}</h1>
      <FormProvider {...form}>
        {phase.name === 'editing' ? (
          <form onSubmit={review} noValidate>
            {submission.state === 'queued' || submission.state === 'conflict' ? (
              <SubmitStatus state={submission.state} conflict={submission.conflict} onEdit={toEdit} />
            ) : null}
            <DraftNotice draft={form.draft} />
            {autofill.isPending ? <p role="status">Auto Populating Fields</p> : null}
            <GenericShiftFields onCustomer={onCustomer} />
            <GenericGrindRows />
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
          <GenericReview request={phase.request} submission={submission} onBack={toEdit} />
        )}
      </FormProvider>
    </div>
  );
}
