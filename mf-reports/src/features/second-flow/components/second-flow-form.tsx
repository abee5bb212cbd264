import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { customerProfile, SECOND_FLOW_CUSTOMERS, type SecondFlowFiling } from '@grindline/domain';
import { useUser } from 'shell/kit';
import { ComputedValue, SelectInput, TextInput } from '../../../components/form/controls';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../../lib/draft-storage';
import { useFormDirections } from '../../../lib/lookups/get-form-directions';
import { useFormGrinders } from '../../../lib/lookups/get-form-grinders';
import { useFormLines } from '../../../lib/lookups/get-form-lines';
import { useFormProfiles } from '../../../lib/lookups/get-form-profiles';
import { defaultValues, newCard, toRequest, validate, type SecondFlowValues } from '../utils/form-values';
import { GrindCard } from './grind-card';
import { SecondFlowReview } from './second-flow-review';
import '../../../components/ui/ui.css';

const P = 'gl-rep-sf';
type Phase = { name: 'editing' } | { name: 'review'; request: SecondFlowFiling } | { name: 'submitted'; shiftId: string };

function Autosave({ storageKey }: { storageKey: string }) {
  const values = useWatch<SecondFlowValues>();
  useEffect(() => {
    saveDraft(storageKey, values);
  }, [storageKey, values]);
  return null;
}

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
  const user = useUser();
  const key = draftKey(`second-flow-${customer}`, user?.username ?? 'signed-out');
  const [initial] = useState(() => restore(loadDraft(key), customer));
  const form = useForm<SecondFlowValues>({ defaultValues: initial ?? defaultValues(customer) });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'grinds' });
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const [error, setError] = useState<string | undefined>();
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

  const review = form.handleSubmit((values) => {
    const first = validate(values);
    setError(first);
    if (!first) setPhase({ name: 'review', request: toRequest(values) });
  });
  const startOver = () => {
    clearDraft(key);
    form.reset(defaultValues(customer));
    setError(undefined);
    setPhase({ name: 'editing' });
  };

  return (
    <div className="gl-rep-root">
      <h1 className="gl-rep-title">{phase.name === 'review' ? 'Grind Report Review' : phase.name === 'submitted' ? 'Form Submitted' : title}</h1>
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
            <div className="gl-rep-actions">
              <Button variant="secondary" onClick={() => append(newCard(directions.data?.[0] ?? ''))}>
                Add another
              </Button>
            </div>
            {error ? (
              <p className="gl-rep-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="gl-rep-actions">
              <Button type="submit">Review</Button>
            </div>
          </form>
        ) : phase.name === 'review' ? (
          <SecondFlowReview
            request={phase.request}
            onBack={() => setPhase({ name: 'editing' })}
            onSubmitted={(shiftId) => {
              clearDraft(key);
              form.reset(defaultValues(customer));
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
