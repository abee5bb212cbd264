import { useFormContext, useWatch } from 'react-hook-form';
import { customerProfile } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { useFormGrinders } from '../../../lib/lookups/get-form-grinders';
import { useFormStones } from '../../../lib/lookups/get-form-stones';
import { isRegular, TIME_FIELDS, type StandardFormValues, type TimeField } from '../utils/form-values';
import { controlId, DECIMAL_INPUT, INTEGER_INPUT, SelectInput, TextInput, TimeInput } from '../../../components/form/controls';
import { STANDARD_PREFIX as P } from './standard-prefix';

const TIME_LABELS: Record<TimeField, string> = {
  callTime: 'Call Time',
  departedTime: 'Departed Time',
  startTime: 'Start Time',
  stopTime: 'Stop Time',
  grinderTime: 'Grinder Tie-Up Time',
};

function TimeWithPreviousDay({ name, required }: { name: TimeField; required: boolean }) {
  const { register } = useFormContext<StandardFormValues>();
  const boxId = controlId(P, `previousDay.${name}`);
  return (
    <div className="gl-rep-time">
      <TimeInput<StandardFormValues> prefix={P} name={name} label={TIME_LABELS[name]} required={required} hint="24-hour, e.g. 21:30" />
      <label className="gl-rep-check" htmlFor={boxId}>
        <input id={boxId} type="checkbox" {...register(`previousDay.${name}`)} /> Previous Day?
      </label>
    </div>
  );
}

/** Step 2 Shift Info (spec 000 sections 2.2, 3.1 and 5.2); lists from the customer's profile and the lookups. */
export function ShiftStep({ onNext }: { onNext: () => void }) {
  const { control } = useFormContext<StandardFormValues>();
  const [site, shiftType] = useWatch({ control, name: ['site', 'shiftType'] });
  const profile = site ? customerProfile(site) : null;
  const grinders = useFormGrinders(site || undefined);
  const stones = useFormStones(site || undefined);
  const regular = isRegular({ shiftType });
  const levels = (profile?.fuelLevels ?? []).map((l) => ({ value: l.label, label: l.label }));
  return (
    <>
      <div className="gl-rep-grid">
        <TextInput<StandardFormValues> prefix={P} name="shiftNum" label="Shift Number" required maxLength={3} hint="At most 3 digits" {...INTEGER_INPUT} />
        <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name="shiftType" label="Shift Type" options={profile?.shiftTypes ?? []} required />
        <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name="workType" label="Work Type" options={profile?.workTypes ?? []} required />
        <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name="grinderType" label="Grinder Type" options={grinders.data ?? []} required />
        <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name="stoneType" label="Stone Type" options={stones.data ?? []} required />
        <TextInput<StandardFormValues> prefix={P} name="sparkMin" label="Spark Minutes" required {...DECIMAL_INPUT} />
      </div>
      <div className="gl-rep-grid">
        {TIME_FIELDS.map((t) => (
          <TimeWithPreviousDay key={t} name={t} required={t === 'callTime' || regular} />
        ))}
      </div>
      <div className="gl-rep-grid">
        <TextInput<StandardFormValues> prefix={P} name="grinderLoc" label="Grinder Tie-Up Location" required />
        <TextInput<StandardFormValues> prefix={P} name="ARMTieUpLoc" label="ARM Tie-Up Location" required />
        <TextInput<StandardFormValues> prefix={P} name="machineDelay" label="Machine Delay (minutes)" required {...DECIMAL_INPUT} />
        <TextInput<StandardFormValues> prefix={P} name="machineDelayComment" label="Machine Delay Comment" />
        <TextInput<StandardFormValues> prefix={P} name="customerDelay" label="Customer Delay (minutes)" required {...DECIMAL_INPUT} />
        <TextInput<StandardFormValues> prefix={P} name="customerDelayComment" label="Customer Delay Comment" />
        <TextInput<StandardFormValues> prefix={P} name="loramDelay" label="Loram Delay (minutes)" {...DECIMAL_INPUT} />
        <TextInput<StandardFormValues> prefix={P} name="loramDelayComment" label="Loram Delay Comment" />
        <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name="fuelLevel" label="Fuel Level" options={levels} />
        <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name="waterLevel" label="Water Level" options={levels} />
      </div>
      <div className="gl-ui-actions">
        <Button onClick={onNext}>Next</Button>
      </div>
    </>
  );
}
