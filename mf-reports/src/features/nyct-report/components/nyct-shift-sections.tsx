import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { NYCT_DIVISIONS, NYCT_GO_PRIORITIES, NYCT_GRINDER_TYPES, NYCT_LEVELS, NYCT_SUB_DIVISIONS, NYCT_SUPERVISOR_TYPES, NYCT_YARDS } from '@grindline/domain';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { Field, Options } from '@grindline/ui/field';
import { lineOptions, trackOptions, type NyctFormValues } from '../utils/form-values';
import { controlId, describedBy, SelectInput, TextInput, TimeInput, useFieldError, type SelectOptions } from '../../../components/form/controls';
import { NYCT_PREFIX as P } from './nyct-prefix';

const LEVELS = NYCT_LEVELS.map((l) => l.label);
type Pending = { field: 'div' | 'line'; value: string; message: string };

/** A select whose changes go through `onPick` (so a change can be asked about first). */
function PickSelect({ name, label, options, onPick }: { name: 'div' | 'line' | 'track'; label: string; options: SelectOptions; onPick(value: string): void }) {
  const { register, watch } = useFormContext<NyctFormValues>();
  const error = useFieldError(name);
  const { ref, onBlur } = register(name);
  const id = controlId(P, name);
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} name={name} ref={ref} onBlur={onBlur} value={watch(name)} onChange={(e) => onPick(e.target.value)} {...describedBy(id, error)}>
        <option value="">Select ...</option>
        <Options values={options} />
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
          <TextInput<NyctFormValues> prefix={P} name="date" label="Date" type="date" />
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="grinderType" label="Grinder Type" options={NYCT_GRINDER_TYPES} />
          <TextInput<NyctFormValues> prefix={P} name="superName" label="Supervisor Name" autoComplete="name" />
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="superType" label="Supervisor Type" options={NYCT_SUPERVISOR_TYPES} />
          <TextInput<NyctFormValues> prefix={P} name="passNum" label="Pass Number" inputMode="numeric" />
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="subDiv" label="Sub Division" options={NYCT_SUB_DIVISIONS} />
          <PickSelect name="div" label="Division" options={NYCT_DIVISIONS} onPick={pickDiv} />
          <PickSelect name="line" label="Line" options={div ? lineOptions(div) : []} onPick={pickLine} />
          <TextInput<NyctFormValues> prefix={P} name="lineLabel" label="Line label" />
          <PickSelect name="track" label="Track" options={trackOptions(div, line)} onPick={setTrack} />
        </div>
        {pending ? (
          <ConfirmBox message={pending.message} onConfirm={() => (apply(pending), setPending(null))} onCancel={() => setPending(null)} />
        ) : null}
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>2. Departure</legend>
        <div className="gl-rep-grid">
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="departYard" label="Departure Yard" options={NYCT_YARDS} />
          <TimeInput<NyctFormValues> prefix={P} name="departTime" label="Departure Time" hint="24-hour, e.g. 23:20" />
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="departFuel" label="Departure Fuel" options={LEVELS} />
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="departWater" label="Departure Water" options={LEVELS} />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>3. Arrival</legend>
        <div className="gl-rep-grid">
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="arrivalYard" label="Arrival Yard" options={NYCT_YARDS} />
          <TimeInput<NyctFormValues> prefix={P} name="arrivalTime" label="Arrival Time" hint="24-hour, e.g. 05:35" />
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="arrivalFuel" label="Arrival Fuel" options={LEVELS} />
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="arrivalWater" label="Arrival Water" options={LEVELS} />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>4. GO Info</legend>
        <div className="gl-rep-grid">
          <TextInput<NyctFormValues> prefix={P} name="goNum" label="GO Number" />
          <SelectInput<NyctFormValues> prefix={P} placeholder="Select ..." name="goPriority" label="GO Priority" options={NYCT_GO_PRIORITIES} />
          <TimeInput<NyctFormValues> prefix={P} name="goStartTime" label="GO Start Time" hint="24-hour, e.g. 00:01" />
          <TimeInput<NyctFormValues> prefix={P} name="goEndTime" label="GO End Time" hint="24-hour, e.g. 05:00" />
          <TimeInput<NyctFormValues> prefix={P} name="goEntryTime" label="GO Entry Time" hint="24-hour, e.g. 00:20" />
          <TimeInput<NyctFormValues> prefix={P} name="goDepartTime" label="GO Depart Time" hint="24-hour, e.g. 04:40" />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>5. Odometer Stats</legend>
        <div className="gl-rep-grid">
          <TextInput<NyctFormValues> prefix={P} name="sparkMin" label="Spark Minutes" inputMode="decimal" />
          <TextInput<NyctFormValues> prefix={P} name="passDistance" label="Pass Distance (feet)" inputMode="decimal" />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>6. Delays</legend>
        <div className="gl-rep-grid">
          {(['machine', 'fm', 'train', 'customer'] as const).map((kind) => {
            const title = { machine: 'Machine', fm: 'FM', train: 'Train', customer: 'Customer' }[kind];
            return [
              <TextInput<NyctFormValues> prefix={P} key={kind} name={`${kind}Delay`} label={`${title} Delay (minutes)`} inputMode="numeric" />,
              <TextInput<NyctFormValues> prefix={P} key={`${kind}-c`} name={`${kind}DelayComment`} label={`${title} Delay Comment`} />,
            ];
          })}
        </div>
      </fieldset>
    </>
  );
}
