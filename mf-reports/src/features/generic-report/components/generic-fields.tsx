import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { COMPLETE_STATUS_OPTIONS, customerProfile, isCustomerId } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { ComputedValue, SelectInput, TextInput, TimeInput } from '../../../components/form/controls';
import { useChainBounds } from '../../../lib/lookups/get-chain-bounds';
import { useFormCustomers } from '../../../lib/lookups/get-form-customers';
import { useFormDirections } from '../../../lib/lookups/get-form-directions';
import { useFormGrinders } from '../../../lib/lookups/get-form-grinders';
import { useFormLines } from '../../../lib/lookups/get-form-lines';
import { useFormProfiles } from '../../../lib/lookups/get-form-profiles';
import { useFormStones } from '../../../lib/lookups/get-form-stones';
import { newRow, rowLength, totalPassFeet, type GenericValues } from '../utils/form-values';

const P = 'gl-rep-gen';
const F = { prefix: P, showError: false } as const;
const STATUS = COMPLETE_STATUS_OPTIONS;
const WHOLE = { inputMode: 'numeric', autoComplete: 'off' } as const;
const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;
const PHONE = { type: 'tel', inputMode: 'tel', autoComplete: 'off' } as const;
const levels = (customer: string, key: 'fuelLevels' | 'waterLevels') => (isCustomerId(customer) ? customerProfile(customer)[key].map((l) => ({ value: String(l.value), label: l.label })) : []);
const listOf = (customer: string, key: 'shiftTypes' | 'workTypes') => (isCustomerId(customer) ? customerProfile(customer)[key] : []);

/** Shift, times, staff, delays and comments (spec 000 sections 2.4 and 3.2). `onCustomer` starts the autofill. */
export function GenericShiftFields({ onCustomer }: { onCustomer: (customer: string) => void }) {
  const { control } = useFormContext<GenericValues>();
  const [customer, grinds] = useWatch({ control, name: ['customer', 'grinds'] });
  const site = customer || undefined;
  const customers = useFormCustomers();
  const lines = useFormLines(site);
  const grinders = useFormGrinders(site);
  const stones = useFormStones(site);
  const standard = (customers.data?.customers ?? []).filter((c) => c.variant === 'standard').map((c) => c.id);
  return (
    <>
      <fieldset className="gl-rep-section">
        <legend>Shift</legend>
        <div className="gl-rep-grid">
          <TextInput<GenericValues> {...F} name="shiftDate" label="Shift Date" type="date" max="2100-12-31" />
          <SelectInput<GenericValues> {...F} name="customer" label="Customer" options={standard} placeholder="Select a customer" onPick={onCustomer} />
          <SelectInput<GenericValues> {...F} name="line" label="Line" options={lines.data ?? []} placeholder="Select a line" />
          <TextInput<GenericValues> {...F} name="shiftNum" label="Shift Number" {...WHOLE} maxLength={3} />
          <SelectInput<GenericValues> {...F} name="shiftType" label="Shift Type" options={listOf(customer, 'shiftTypes')} placeholder="Select a shift type" />
          <SelectInput<GenericValues> {...F} name="workType" label="Work Type" options={listOf(customer, 'workTypes')} placeholder="Select a work type" />
          <SelectInput<GenericValues> {...F} name="grinderType" label="Grinder Type" options={grinders.data ?? []} placeholder="Select a grinder" />
          <SelectInput<GenericValues> {...F} name="stoneType" label="Stone Type" options={stones.data ?? []} placeholder="Select a stone" />
          <SelectInput<GenericValues> {...F} name="waterLevel" label="Water Level" options={levels(customer, 'waterLevels')} placeholder="Select a level" />
          <SelectInput<GenericValues> {...F} name="fuelLevel" label="Fuel Level" options={levels(customer, 'fuelLevels')} placeholder="Select a level" />
          <TextInput<GenericValues> {...F} name="sparkMins" label="Spark Minutes" {...WHOLE} />
          <ComputedValue id={`${P}-passFeet`} label="Total Pass Feet" value={String(totalPassFeet(grinds ?? []))} hint="Sum over the rows of the larger passes times the length" />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>Times (24-hour)</legend>
        <div className="gl-rep-grid">
          <TimeInput<GenericValues> {...F} name="callTime" label="Call Time" />
          <TimeInput<GenericValues> {...F} name="departedTime" label="Departed Time" />
          <TimeInput<GenericValues> {...F} name="startTime" label="Start Grind Time" />
          <TextInput<GenericValues> {...F} name="startTimeLoc" label="Start Grind Location" />
          <TimeInput<GenericValues> {...F} name="stopTime" label="Stop Grind Time" />
          <TextInput<GenericValues> {...F} name="stopTimeLoc" label="Stop Grind Location" />
          <TimeInput<GenericValues> {...F} name="grinderTieUpTime" label="Tie Up Time" />
          <TextInput<GenericValues> {...F} name="grinderTieUpLoc" label="Tie Up Location" />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>Staff</legend>
        <div className="gl-rep-grid">
          <TextInput<GenericValues> {...F} name="grinderOperator" label="Grinder Operator Name" />
          <TextInput<GenericValues> {...F} name="grinderOperatorNum" label="Grinder Operator Phone Number" {...PHONE} />
          <TextInput<GenericValues> {...F} name="armSupervisor" label="ARM Supervisor Name" />
          <TextInput<GenericValues> {...F} name="armSupervisorNum" label="ARM Supervisor Number" {...PHONE} />
          <TextInput<GenericValues> {...F} name="transitRep" label="Transit Representative Name" />
          <TextInput<GenericValues> {...F} name="transitRepNum" label="Transit Representative Number" {...PHONE} />
          <TextInput<GenericValues> {...F} name="armTieUp" label="ARM Tie-up Location" />
        </div>
      </fieldset>
      <fieldset className="gl-rep-section">
        <legend>Delays (minutes)</legend>
        <div className="gl-rep-grid">
          <TextInput<GenericValues> {...F} name="machineDelay" label="Machine Delay" {...WHOLE} />
          <TextInput<GenericValues> {...F} name="machineDelayComment" label="Machine Delay Comment" />
          <TextInput<GenericValues> {...F} name="customerDelay" label="Customer Delay" {...WHOLE} />
          <TextInput<GenericValues> {...F} name="customerDelayComment" label="Customer Delay Comment" />
          <TextInput<GenericValues> {...F} name="loramDelay" label="Loram Delay" {...WHOLE} />
          <TextInput<GenericValues> {...F} name="loramDelayComment" label="Loram Delay Comment" />
        </div>
        <TextInput<GenericValues> {...F} name="commentsInt" label="Internal Comments" />
        <TextInput<GenericValues> {...F} name="commentsExt" label="External Comments" />
      </fieldset>
    </>
  );
}

function GrindRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<GenericValues>();
  const [customer, line, from, to] = useWatch({ control, name: ['customer', 'line', `grinds.${index}.segmentFrom`, `grinds.${index}.segmentTo`] });
  const directions = useFormDirections(customer || undefined, line || undefined);
  const profiles = useFormProfiles(customer || undefined);
  const bounds = useChainBounds(customer || undefined, line || undefined).data;
  const hint = bounds ? `${bounds.minEntered} to ${bounds.maxEntered}` : undefined;
  const [confirming, setConfirming] = useState(false);
  const row = `grinds.${index}` as const;
  return (
    <fieldset className="gl-rep-row" aria-label={`Grind info ${index + 1}`}>
      <legend>Grind info {index + 1}</legend>
      <div className="gl-rep-grid">
        <TextInput<GenericValues> {...F} name={`${row}.segmentFrom`} label="Segment From" hint={hint} {...DECIMAL} />
        <TextInput<GenericValues> {...F} name={`${row}.segmentTo`} label="Segment To" hint={hint} {...DECIMAL} />
        <ComputedValue id={`${P}-grinds-${index}-length`} label="Length" value={rowLength({ segmentFrom: from ?? '', segmentTo: to ?? '' })} />
        <TextInput<GenericValues> {...F} name={`${row}.curve`} label="Curve" autoComplete="off" />
        <TextInput<GenericValues> {...F} name={`${row}.leftRailPasses`} label="Left Rail Passes" {...WHOLE} />
        <TextInput<GenericValues> {...F} name={`${row}.rightRailPasses`} label="Right Rail Passes" {...WHOLE} />
        <SelectInput<GenericValues> {...F} name={`${row}.completed`} label="Complete/Incomplete" options={STATUS} />
        <SelectInput<GenericValues> {...F} name={`${row}.direction`} label="Direction" options={directions.data ?? []} placeholder="Select a direction" />
        <SelectInput<GenericValues> {...F} name={`${row}.leftRailProfile`} label="Left Rail Profile" options={profiles.data ?? []} placeholder="Select a profile" />
        <SelectInput<GenericValues> {...F} name={`${row}.rightRailProfile`} label="Right Rail Profile" options={profiles.data ?? []} placeholder="Select a profile" />
      </div>
      {confirming ? (
        <ConfirmBox message="Delete Grind Info?" onConfirm={onRemove} onCancel={() => setConfirming(false)} />
      ) : (
        <div className="gl-rep-row-actions">
          <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={`Remove grind info ${index + 1}`}>
            Remove
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The repeating Grind Info block. */
export function GenericGrindRows() {
  const { control, getValues } = useFormContext<GenericValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'grinds' });
  return (
    <section aria-label="Grind info">
      <h2 className="gl-ui-subtitle">Grind Info</h2>
      {fields.map((f, i) => (
        <GrindRow key={f.id} index={i} onRemove={() => remove(i)} />
      ))}
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={() => append(newRow(getValues('grinds.0.direction') ?? ''))}>
          Add grind info
        </Button>
      </div>
    </section>
  );
}
