import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { NYCT_DIVISIONS, NYCT_GO_PRIORITIES, NYCT_GRINDER_TYPES, NYCT_LEVELS, NYCT_SUB_DIVISIONS, NYCT_SUPERVISOR_TYPES, NYCT_YARDS } from '@grindline/domain';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { Field } from '@grindline/ui/field';
import { lineOptions, trackOptions, type NyctFormValues } from '../utils/form-values';
import { a11y, nyctId, NyctSelect, NyctText, useNyctError, type Options } from './nyct-controls';

const LEVELS = NYCT_LEVELS.map((l) => l.label);
type Pending = { field: 'div' | 'line'; value: string; message: string };

/** A select whose changes go through `onPick` (so a change can be asked about first). */
function PickSelect({ name, label, options, onPick }: { name: 'div' | 'line' | 'track'; label: string; options: Options; onPick(value: string): void }) {
  const { register, watch } = useFormContext<NyctFormValues>();
  const error = useNyctError(name);
  const { ref, onBlur } = register(name);
  return (
    <Field id={nyctId(name)} label={label} error={error}>
      <select id={nyctId(name)} name={name} ref={ref} onBlur={onBlur} value={watch(name)} onChange={(e) => onPick(e.target.value)} {...a11y(name, error)}>
        <option value="">Select ...</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

/**
 * Sections 1 General Information to 6 Delays (spec 000 sections 2.8 and 3.7). Changing the
 * division asks, then clears line, track and both yards; changing the line asks when a track is
 * set, then clears it; a chosen track is copied to every grind limit.
 */
export function NyctShiftSections() {
  const { watch, setValue, getValues } = useFormContext<NyctFormValues>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [div, line] = [watch('div'), watch('line')];
  const set = (name: keyof NyctFormValues, value: string) => setValue(name as never, value as never, { shouldDirty: true, shouldValidate: false });
  const setTrack = (value: string) => {
    set('track', value);
    getValues('grindLimits').forEach((_, i) => setValue(`grindLimits.${i}.trackId`, value, { shouldDirty: true }));
  };
  const apply = ({ field, value }: Pending) => {
    set(field, value);
    if (field === 'div') {
      set('line', '');
      set('departYard', '');
      set('arrivalYard', '');
    }
    setTrack('');
  };
  const pickDiv = (value: string) => {
    const v = getValues();
    if (v.line || v.track || v.departYard || v.arrivalYard) setPending({ field: 'div', value, message: 'Changing the division clears the line, the track and both yards. Change it?' });
    else set('div', value);
  };
  const pickLine = (value: string) => {
    if (getValues('track')) setPending({ field: 'line', value, message: 'Changing the line clears the track of every grind limit. Change it?' });
    else set('line', value);
  };
  return (
    <>
      <fieldset className="gl-rep-section">
        <legend>1. General Information</legend>
        <div className="gl-rep-grid">
          <NyctText name="date" label="Date" type="date" />
          <NyctSelect name="grinderType" label="Grinder Type" options={NYCT_GRINDER_TYPES} />
          <NyctText name="superName" label="Supervisor Name" autoComplete="name" />
          <NyctSelect name="superType" label="Supervisor Type" options={NYCT_SUPERVISOR_TYPES} />
          <NyctText name="passNum" label="Pass Number" inputMode="numeric" />
          <NyctSelect name="subDiv" label="Sub Division" options={NYCT_SUB_DIVISIONS} />
          <PickSelect name="div" label="Division" options={NYCT_DIVISIONS} onPick={pickDiv} />
          <PickSelect name="line" label="Line" options={div ? lineOptions(div) : []} onPick={pickLine} />
          <NyctText name="lineLabel" label="Line label" />
          <PickSelect name="track" label="Track" options={trackOptions(div, line)} onPick={setTrack} />
        </div>
        {pending ? (
          <ConfirmBox message={pending.message} onConfirm={() => (apply(pending), setPending(null))} onCancel={() => setPending(null)} />
        ) : null}
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>2. Departure</legend>
        <div className="gl-rep-grid">
          <NyctSelect name="departYard" label="Departure Yard" options={NYCT_YARDS} />
          <NyctText name="departTime" label="Departure Time" type="time" />
          <NyctSelect name="departFuel" label="Departure Fuel" options={LEVELS} />
          <NyctSelect name="departWater" label="Departure Water" options={LEVELS} />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>3. Arrival</legend>
        <div className="gl-rep-grid">
          <NyctSelect name="arrivalYard" label="Arrival Yard" options={NYCT_YARDS} />
          <NyctText name="arrivalTime" label="Arrival Time" type="time" />
          <NyctSelect name="arrivalFuel" label="Arrival Fuel" options={LEVELS} />
          <NyctSelect name="arrivalWater" label="Arrival Water" options={LEVELS} />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>4. GO Info</legend>
        <div className="gl-rep-grid">
          <NyctText name="goNum" label="GO Number" />
          <NyctSelect name="goPriority" label="GO Priority" options={NYCT_GO_PRIORITIES} />
          <NyctText name="goStartTime" label="GO Start Time" type="time" />
          <NyctText name="goEndTime" label="GO End Time" type="time" />
          <NyctText name="goEntryTime" label="GO Entry Time" type="time" />
          <NyctText name="goDepartTime" label="GO Depart Time" type="time" />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>5. Odometer Stats</legend>
        <div className="gl-rep-grid">
          <NyctText name="sparkMin" label="Spark Minutes" inputMode="decimal" />
          <NyctText name="passDistance" label="Pass Distance" inputMode="decimal" />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>6. Delays</legend>
        <div className="gl-rep-grid">
          {(['machine', 'fm', 'train', 'customer'] as const).map((kind) => {
            const title = { machine: 'Machine', fm: 'FM', train: 'Train', customer: 'Customer' }[kind];
            return [
              <NyctText key={kind} name={`${kind}Delay`} label={`${title} Delay (minutes)`} inputMode="numeric" />,
              <NyctText key={`${kind}-c`} name={`${kind}DelayComment`} label={`${title} Delay Comment`} />,
            ];
          })}
        </div>
      </fieldset>
    </>
  );
}
