import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { SkytrainReport } from '@grindline/domain';
import { useUser } from 'shell/kit';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../../lib/draft-storage';
import { defaultValues, fromDraft, skytrainFormResolver, toRequest, type SkytrainFormValues } from '../utils/form-values';
import { SkytrainReview } from './skytrain-review';
import { SkytrainRows, SkytrainShiftFields } from './skytrain-fields';
import '../../../components/ui/ui.css';

type Phase = { name: 'editing' } | { name: 'review'; request: SkytrainReport } | { name: 'submitted'; shiftId: string };

function Autosave({ storageKey }: { storageKey: string }) {
  const values = useWatch<SkytrainFormValues>();
  useEffect(() => {
    saveDraft(storageKey, values);
  }, [storageKey, values]);
  return null;
}

/**
 * The elevated-rail (SkyTrain) grind report (spec 000 sections 2.6, 5.5 and 9.3): Editing,
 * Review, Submitting, 'Form Submitted'. The draft stays on the device until the server stored it.
 */
export function SkytrainReportForm() {
  const user = useUser();
  const key = draftKey('skytrain', user?.username ?? 'signed-out');
  const [initial] = useState(() => {
    const draft = fromDraft(loadDraft(key));
    return { values: draft ?? defaultValues(), restored: draft !== null && JSON.stringify(draft) !== JSON.stringify(defaultValues()) };
  });
  const [restored, setRestored] = useState(initial.restored);
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const form = useForm<SkytrainFormValues>({ defaultValues: initial.values, resolver: skytrainFormResolver, shouldFocusError: true });
  const startOver = () => {
    clearDraft(key);
    form.reset(defaultValues());
    setRestored(false);
    setPhase({ name: 'editing' });
  };

  return (
    <div className="gl-rep-root">
      <h1 className="gl-rep-title">{phase.name === 'review' ? 'Grind Report Review' : phase.name === 'submitted' ? 'Form Submitted' : 'SkyTrain Grind Report'}</h1>
      <FormProvider {...form}>
        {phase.name === 'editing' ? (
          <form onSubmit={form.handleSubmit((values) => setPhase({ name: 'review', request: toRequest(values) }))} noValidate>
            <Autosave storageKey={key} />
            {restored ? (
              <Notice>
                <p>Your unsent report was restored from this device.</p>
                <Button variant="secondary" onClick={startOver}>
                  Discard the draft
                </Button>
              </Notice>
            ) : null}
            <p>Fields marked with * are required</p>
            <SkytrainShiftFields />
            <SkytrainRows />
            <div className="gl-rep-actions">
              <Button type="submit">Submit Form</Button>
            </div>
          </form>
        ) : phase.name === 'review' ? (
          <SkytrainReview
            request={phase.request}
            onBack={() => setPhase({ name: 'editing' })}
            onSubmitted={({ shiftId }) => {
              clearDraft(key);
              form.reset(defaultValues());
              setRestored(false);
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
