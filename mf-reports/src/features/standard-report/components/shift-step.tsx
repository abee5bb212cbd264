import { useFormContext, useWatch } from 'react-hook-form';
import { customerProfile } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { useFormGrinders } from '../../../lib/lookups/get-form-grinders';
import { useFormStones } from '../../../lib/lookups/get-form-stones';
import { isRegular, TIME_FIELDS, type StandardFormValues, type TimeField } from '../utils/form-values';
import { controlId, DECIMAL_INPUT, INTEGER_INPUT, SelectControl, TextControl, TIME_INPUT } from './controls';

const TIME_LABELS: Record<TimeField, string> = {
  callTime: 'Call Time',
  departedTime: 'Departed Time',
  startTime: 'Start Time',
  stopTime: 'Stop Time',
  grinderTime: 'Grinder Tie-Up Time',
};

function TimeWithPreviousDay({ name, required }: { name: TimeField; required: boolean }) {
  const { register } = useFormContext<StandardFormValues>();
  const boxId = controlId(`previousDay.${name}`);
  return (
    <div className="gl-rep-time">
      <TextControl name={name} label={TIME_LABELS[name]} required={required} hint="24-hour, e.g. 21:30" {...TIME_INPUT} />
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
        <TextControl name="shiftNum" label="Shift Number" required maxLength={3} hint="At most 3 digits" {...INTEGER_INPUT} />
        <SelectControl name="shiftType" label="Shift Type" options={profile?.shiftTypes ?? []} required />
        <SelectControl name="workType" label="Work Type" options={profile?.workTypes ?? []} required />
        <SelectControl name="grinderType" label="Grinder Type" options={grinders.data ?? []} required />
        <SelectControl name="stoneType" label="Stone Type" options={stones.data ?? []} required />
        <TextControl name="sparkMin" label="Spark Minutes" required {...DECIMAL_INPUT} />
      </div>
      <div className="gl-rep-grid">
        {TIME_FIELDS.map((t) => (
          <TimeWithPreviousDay key={t} name={t} required={t === 'callTime' || regular} />
        ))}
      </div>
      <div className="gl-rep-grid">
        <TextControl name="grinderLoc" label="Grinder Tie-Up Location" required />
        <TextControl name="ARMTieUpLoc" label="ARM Tie-Up Location" required />
        <TextControl name="machineDelay" label="Machine Delay (minutes)" required {...DECIMAL_INPUT} />
        <TextControl name="machineDelayComment" label="Machine Delay Comment" />
        <TextControl name="customerDelay" label="Customer Delay (minutes)" required {...DECIMAL_INPUT} />
        <TextControl name="customerDelayComment" label="Customer Delay Comment" />
        <TextControl name="loramDelay" label="Loram Delay (minutes)" {...DECIMAL_INPUT} />
        <TextControl name="loramDelayComment" label="Loram Delay Comment" />
        <SelectControl name="fuelLevel" label="Fuel Level" options={levels} />
        <SelectControl name="waterLevel" label="Water Level" options={levels} />
      </div>
      <div className="gl-ui-actions">
        <Button onClick={onNext}>Next</Button>
      </div>
    </>
  );
}
