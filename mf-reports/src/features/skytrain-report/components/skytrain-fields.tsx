import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { COMPLETE_STATUS_OPTIONS, SKYTRAIN_CURVE_TYPES, SKYTRAIN_SHIFT_TYPES } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { ComputedValue, SelectInput, TextInput } from '../../../components/form/controls';
import { useFormDirections } from '../../../lib/lookups/get-form-directions';
import { useFormGrinders } from '../../../lib/lookups/get-form-grinders';
import { useFormLines } from '../../../lib/lookups/get-form-lines';
import { useFormStones } from '../../../lib/lookups/get-form-stones';
import { newRowValues, rowLength, type SkytrainFormValues } from '../utils/form-values';
import { useState } from 'react';

const P = 'gl-rep-sky';
const SITE = 'SKYTRAIN';
const STATUS = COMPLETE_STATUS_OPTIONS;
const NUMERIC = { inputMode: 'decimal', autoComplete: 'off' } as const;
const WHOLE = { inputMode: 'numeric', autoComplete: 'off' } as const;

/** The shift fields (spec 000 section 2.6); lines, grinders and stones come from the lookups. */
export function SkytrainShiftFields() {
  const lines = useFormLines(SITE);
  const grinders = useFormGrinders(SITE);
  const stones = useFormStones(SITE);
  return (
    <fieldset className="gl-rep-section">
      <legend>Shift</legend>
      <div className="gl-rep-grid">
        <SelectInput<SkytrainFormValues> prefix={P} name="line" label="Line *" options={lines.data ?? []} placeholder="Select a line" />
        <TextInput<SkytrainFormValues> prefix={P} name="shiftDate" label="Date *" type="date" max="2100-12-31" />
        <TextInput<SkytrainFormValues> prefix={P} name="grinderOperator" label="Operator *" autoComplete="name" />
        <SelectInput<SkytrainFormValues> prefix={P} name="shiftType" label="Type of Shift *" options={SKYTRAIN_SHIFT_TYPES} placeholder="Select a shift type" />
        <TextInput<SkytrainFormValues> prefix={P} name="sparkMins" label="Spark Mins" {...WHOLE} />
        <TextInput<SkytrainFormValues> prefix={P} name="availableTrackTime" label="Available Track Time (minutes)" {...WHOLE} />
        <SelectInput<SkytrainFormValues> prefix={P} name="grinderType" label="Grinder Type *" options={grinders.data ?? []} placeholder="Select a grinder" />
        <SelectInput<SkytrainFormValues> prefix={P} name="stoneType" label="Stone Type *" options={stones.data ?? []} placeholder="Select a stone" />
        <TextInput<SkytrainFormValues> prefix={P} name="engineHours" label="Engine Hours" {...NUMERIC} />
        <TextInput<SkytrainFormValues> prefix={P} name="tieUpLocation" label="Tie-up Location" />
      </div>
      <TextInput<SkytrainFormValues> prefix={P} name="commentsExt" label="External Comments" />
    </fieldset>
  );
}

function SkytrainRow({ index, onRemove, removable }: { index: number; onRemove: () => void; removable: boolean }) {
  const { control } = useFormContext<SkytrainFormValues>();
  const [from, to, line] = useWatch({ control, name: [`rows.${index}.segmentFrom`, `rows.${index}.segmentTo`, 'line'] });
  const directions = useFormDirections(SITE, line || undefined);
  const [confirming, setConfirming] = useState(false);
  const row = `rows.${index}` as const;
  return (
    <fieldset className="gl-rep-row" aria-label={`Grind row ${index + 1}`}>
      <legend>Grind row {index + 1}</legend>
      <div className="gl-rep-grid">
        <SelectInput<SkytrainFormValues> prefix={P} name={`${row}.completed`} label="Complete/Incomplete" options={STATUS} />
        <SelectInput<SkytrainFormValues> prefix={P} name={`${row}.direction`} label="Direction" options={directions.data ?? ['IB', 'OB']} />
        <TextInput<SkytrainFormValues> prefix={P} name={`${row}.segmentFrom`} label="Segment From" {...WHOLE} />
        <TextInput<SkytrainFormValues> prefix={P} name={`${row}.segmentTo`} label="Segment To" {...WHOLE} />
        <ComputedValue id={`${P}-rows-${index}-length`} label="Length (m)" value={rowLength({ segmentFrom: from ?? '', segmentTo: to ?? '' })} />
        <SelectInput<SkytrainFormValues> prefix={P} name={`${row}.curveType`} label="Curve Type" options={SKYTRAIN_CURVE_TYPES} placeholder="Select a curve type" />
        <TextInput<SkytrainFormValues> prefix={P} name={`${row}.passesLeft`} label="Left Passes" {...WHOLE} />
        <TextInput<SkytrainFormValues> prefix={P} name={`${row}.passesRight`} label="Right Passes" {...WHOLE} />
      </div>
      <TextInput<SkytrainFormValues> prefix={P} name={`${row}.comments`} label="Row Comments" />
      {removable ? (
        confirming ? (
          <ConfirmBox message={`Remove grind row ${index + 1}?`} onConfirm={onRemove} onCancel={() => setConfirming(false)} />
        ) : (
          <div className="gl-rep-row-actions">
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Remove row
            </Button>
          </div>
        )
      ) : null}
    </fieldset>
  );
}

/** The repeating grind rows, with Add row. */
export function SkytrainRows() {
  const { control } = useFormContext<SkytrainFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  return (
    <section aria-label="Grind rows">
      <h2 className="gl-ui-subtitle">Grind Info</h2>
      {fields.map((f, i) => (
        <SkytrainRow key={f.id} index={i} removable={fields.length > 1} onRemove={() => remove(i)} />
      ))}
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={() => append(newRowValues())}>
          Add row
        </Button>
      </div>
    </section>
  );
}
