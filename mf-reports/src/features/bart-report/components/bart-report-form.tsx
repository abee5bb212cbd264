import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { BartReportRequest } from '@grindline/domain';
import { useUser } from 'shell/kit';
import { clearDraft } from '../../../lib/draft-storage';
import { bartDraftKey, useInitialBartValues } from '../hooks/use-bart-draft';
import { bartFormResolver, defaultValues, toRequest, type BartFormValues } from '../utils/form-values';
import { BartEditor } from './bart-editor';
import { BartReview } from './bart-review';
import { BartSubmitted } from './bart-submitted';
import '@grindline/ui/styles.css';
import './bart-report.css';

type Phase = { name: 'editing' } | { name: 'review'; request: BartReportRequest } | { name: 'submitted'; shiftId: string };

/**
 * The BART grind report (spec 000 sections 2.7, 3.6, 4 and 5.6): Editing, Review, Submitting,
 * Submitted. The draft is kept on the device until the server has stored the report.
 */
export function BartReportForm() {
  const user = useUser();
  const key = bartDraftKey(user?.username);
  const initial = useInitialBartValues(key);
  const [restored, setRestored] = useState(initial.restored);
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const form = useForm<BartFormValues>({ defaultValues: initial.values, resolver: bartFormResolver });

  const startOver = () => {
    clearDraft(key);
    form.reset(defaultValues());
    setRestored(false);
    setPhase({ name: 'editing' });
  };

  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">{phase.name === 'review' ? 'Grind Report Review' : 'BART Grind Report'}</h1>
      <FormProvider {...form}>
        {phase.name === 'editing' ? (
          <BartEditor
            draftKey={key}
            restored={restored}
            onReview={(values) => setPhase({ name: 'review', request: toRequest(values) })}
            onStartOver={startOver}
          />
        ) : phase.name === 'review' ? (
          <BartReview
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
          <BartSubmitted shiftId={phase.shiftId} onFileAnother={startOver} />
        )}
      </FormProvider>
    </div>
  );
}
