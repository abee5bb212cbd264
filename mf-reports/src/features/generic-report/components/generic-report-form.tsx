import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { GenericFiling } from '@grindline/domain';
import { useUser } from 'shell/kit';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../../lib/draft-storage';
import { useAutofill } from '../../../lib/lookups/get-autofill';
import { autofillValues, defaultValues, newRow, ROW_FIELDS, SHIFT_FIELDS, toRequest, validate, type GenericValues } from '../utils/form-values';
import { GenericGrindRows, GenericShiftFields } from './generic-fields';
import { GenericReview } from './generic-review';
import '../../../components/ui/ui.css';

type Phase = { name: 'editing' } | { name: 'review'; request: GenericFiling } | { name: 'submitted'; shiftId: string };

function Autosave({ storageKey }: { storageKey: string }) {
  const values = useWatch<GenericValues>();
  useEffect(() => {
    saveDraft(storageKey, values);
  }, [storageKey, values]);
  return null;
}

function restore(raw: unknown): GenericValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  const text = (from: Record<string, unknown>, k: string) => (typeof from[k] === 'string' ? (from[k] as string) : '');
  const grinds = Array.isArray(v.grinds) ? v.grinds.filter((g): g is Record<string, unknown> => typeof g === 'object' && g !== null) : [];
  const values = {
    ...(Object.fromEntries(SHIFT_FIELDS.map((k) => [k, text(v, k)])) as Omit<GenericValues, 'grinds'>),
    grinds: grinds.length ? grinds.map((g) => ({ ...newRow(), ...Object.fromEntries(ROW_FIELDS.map((k) => [k, text(g, k) || newRow()[k]])) })) : [newRow()],
  };
  return JSON.stringify(values) === JSON.stringify(defaultValues()) ? null : values;
}

/**
 * The generic single-page Grind Report (spec 000 sections 2.4 and 5.4; spec 002's edit-report
 * form): choosing a customer autofills from its last report ('Auto Populating Fields'); only the
 * first error is shown; review, 'Please wait while the form is being submitted...', 'Form Submitted'.
 */
export function GenericReportForm() {
  const user = useUser();
  const key = draftKey('generic', user?.username ?? 'signed-out');
  const [initial] = useState(() => restore(loadDraft(key)));
  const form = useForm<GenericValues>({ defaultValues: initial ?? defaultValues() });
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
    clearDraft(key);
    form.reset(defaultValues());
    setError(undefined);
    setPhase({ name: 'editing' });
  };

  return (
    <div className="gl-rep-root">
      <h1 className="gl-rep-title">{phase.name === 'review' ? 'Review' : phase.name === 'submitted' ? 'Form Submitted' : 'Grind Report'}</h1>
      <FormProvider {...form}>
        {phase.name === 'editing' ? (
          <form onSubmit={review} noValidate>
            <Autosave storageKey={key} />
            {initial ? (
              <Notice>
                <p>Your unsent report was restored from this device.</p>
                <Button variant="secondary" onClick={startOver}>
                  Discard the draft
                </Button>
              </Notice>
            ) : null}
            {autofill.isPending ? <p role="status">Auto Populating Fields</p> : null}
            <GenericShiftFields onCustomer={onCustomer} />
            <GenericGrindRows />
            {error ? (
              <p className="gl-rep-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="gl-rep-actions">
              <Button type="submit">Submit Form</Button>
            </div>
          </form>
        ) : phase.name === 'review' ? (
          <GenericReview
            request={phase.request}
            onBack={() => setPhase({ name: 'editing' })}
            onSubmitted={(shiftId) => {
              clearDraft(key);
              form.reset(defaultValues());
              setPhase({ name: 'submitted', shiftId });
            }}
          />
        ) : (
          <Notice tone="success">
            <p>Form Submitted</p>
            <p>
              Shift id <span className="gl-rep-shift-id">{phase.shiftId}</span>
            </p>
            <Button onClick={startOver}>File another report</Button>
          </Notice>
        )}
      </FormProvider>
    </div>
  );
}
