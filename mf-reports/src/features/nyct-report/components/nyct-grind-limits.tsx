import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { COMPLETE_STATUS_OPTIONS, NYCT_DEFECT_PRIORITIES, NYCT_DEFECT_TYPES, NYCT_PROFILES, NYCT_SEGMENT_TYPES } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { limitLength, newDefect, newGrindLimit, trackOptions, type NyctFormValues } from '../utils/form-values';
import { SelectInput, TextInput } from '../../../components/form/controls';
import { NYCT_PREFIX as P } from './nyct-prefix';

const DEFECT_OPTIONS = NYCT_DEFECT_TYPES.map((d) => ({ value: d.label, label: `${d.code} ${d.label}` }));
const STATUS_OPTIONS = COMPLETE_STATUS_OPTIONS;

/** The defects removed on grind limit `index`, each with its own delete (REMOVE/CANCEL). */
function Defects({ index }: { index: number }) {
  const { control } = useFormContext<NyctFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `grindLimits.${index}.defects` });
  const [asked, setAsked] = useState<number | null>(null);
  return (
    <div className="gl-rep-defects">
      {fields.map((f, d) => (
        <fieldset key={f.id} className="gl-rep-row gl-rep-defect">
          <legend>
            Defect {d + 1} of {fields.length}
          </legend>
          <div className="gl-rep-grid">
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${index}.defects.${d}.numRemoved`} label="Number of Defects Removed" inputMode="numeric" />
            <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name={`grindLimits.${index}.defects.${d}.type`} label="Defect Type" options={DEFECT_OPTIONS} />
            <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name={`grindLimits.${index}.defects.${d}.priority`} label="Defect Priority" options={NYCT_DEFECT_PRIORITIES} />
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${index}.defects.${d}.comment`} label="Defect Comment" />
          </div>
          <div className="gl-rep-row-actions">
            <Button variant="danger" onClick={() => setAsked(d)}>
              Delete defect {d + 1}
            </Button>
          </div>
          {asked === d ? <ConfirmBox message={`Remove defect ${d + 1} of grind limit ${index + 1}?`} onConfirm={() => (remove(d), setAsked(null))} onCancel={() => setAsked(null)} /> : null}
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => append(newDefect())}>
        Add defect removed
      </Button>
    </div>
  );
}

/** A grind limit's length, live from its stations (domain nyctLength). */
function Length({ index }: { index: number }) {
  const limit = useWatch<NyctFormValues, `grindLimits.${number}`>({ name: `grindLimits.${index}` });
  const feet = limit ? limitLength(limit) : '';
  return <p className="gl-rep-length">Length: {feet ? `${feet} ft` : '-'}</p>;
}

/**
 * Section 7 Grind Limits: each entry shown as 'Grind limit n of N' with its defects; 'Add grind
 * limit' adds one on the form's track and scrolls to it; deletes ask REMOVE/CANCEL.
 */
export function NyctGrindLimits() {
  const { control, watch, getValues } = useFormContext<NyctFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'grindLimits' });
  const [asked, setAsked] = useState<number | null>(null);
  const added = useRef(false);
  const entries = useRef<Array<HTMLFieldSetElement | null>>([]);
  const tracks = trackOptions(watch('div'), watch('line'));
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const last = entries.current[fields.length - 1];
    last?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    last?.querySelector<HTMLElement>('select, input')?.focus();
  }, [fields.length]);
  return (
    <fieldset className="gl-rep-section">
      <legend>7. Grind Limits</legend>
      {fields.map((f, i) => (
        <fieldset key={f.id} className="gl-rep-row" ref={(el) => void (entries.current[i] = el)} aria-label={`Grind limit ${i + 1} of ${fields.length}`}>
          <legend>
            Grind limit {i + 1} of {fields.length}
          </legend>
          <div className="gl-rep-grid">
            <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name={`grindLimits.${i}.trackId`} label="Track Id" options={tracks} />
            <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name={`grindLimits.${i}.segmentType`} label="Segment Type" options={NYCT_SEGMENT_TYPES} />
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${i}.segmentFrom`} label="From Station" inputMode="numeric" />
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${i}.segmentFromFeet`} label="From Feet" inputMode="numeric" maxLength={2} />
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${i}.segmentTo`} label="To Station" inputMode="numeric" />
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${i}.segmentToFeet`} label="To Feet" inputMode="numeric" maxLength={2} />
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${i}.passesLeft`} label="Left Rail Passes" inputMode="numeric" />
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${i}.passesRight`} label="Right Rail Passes" inputMode="numeric" />
            <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name={`grindLimits.${i}.profileLeft`} label="Left Rail Profile" options={NYCT_PROFILES} />
            <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name={`grindLimits.${i}.profileRight`} label="Right Rail Profile" options={NYCT_PROFILES} />
            <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name={`grindLimits.${i}.completed`} label="Complete Status" options={STATUS_OPTIONS} />
            <TextInput<NyctFormValues> prefix={P} name={`grindLimits.${i}.location`} label="Location" />
          </div>
          <Length index={i} />
          <Defects index={i} />
          {fields.length > 1 ? (
            <div className="gl-rep-row-actions">
              <Button variant="danger" onClick={() => setAsked(i)}>
                Delete grind limit {i + 1}
              </Button>
            </div>
          ) : null}
          {asked === i ? <ConfirmBox message={`Remove grind limit ${i + 1} and its defects?`} onConfirm={() => (remove(i), setAsked(null))} onCancel={() => setAsked(null)} /> : null}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => {
          added.current = true;
          append(newGrindLimit(getValues('track')), { shouldFocus: false });
        }}
      >
        Add grind limit
      </Button>
    </fieldset>
  );
}
