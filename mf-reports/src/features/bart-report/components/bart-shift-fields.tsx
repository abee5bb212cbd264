import { get, useFormContext, useWatch } from 'react-hook-form';
import { BART_GRINDER_TYPES, BART_LINES, BART_STONE_TYPES, MAX_DATE } from '@grindline/domain';
import { controlId, ComputedValue, SelectControl, TextControl } from './form-controls';
import { Field, errorId } from '@grindline/ui/field';
import { liveTrackTime } from '../utils/live-figures';
import type { BartFormValues } from '../utils/form-values';
import './bart-report.css';

const TIME_INPUT = { inputMode: 'numeric', placeholder: 'HH:MM', autoComplete: 'off', maxLength: 5 } as const;

/** The shift part of the BART form (spec 000 sections 2.7 and 3.6). */
export function BartShiftFields() {
  const { control, register, formState } = useFormContext<BartFormValues>();
  const [start, stop] = useWatch({ control, name: ['startTime', 'stopTime'] });
  const commentsError = (get(formState.errors, 'comments') as { message?: string } | undefined)?.message;

  return (
    <fieldset className="gl-rep-section">
      <legend>Shift</legend>
      <div className="gl-rep-grid">
        <TextControl name="grinderOperator" label="Person in Charge" autoComplete="name" />
        <TextControl name="date" label="Date" type="date" max={MAX_DATE} />
        <SelectControl name="grinderType" label="Grinder Type" options={BART_GRINDER_TYPES} placeholder="Select a grinder" />
        <SelectControl name="stoneType" label="Stone Type" options={BART_STONE_TYPES} placeholder="Select a stone" />
        <TextControl name="startTime" label="Start Grinding Time" hint="24-hour, e.g. 23:30" {...TIME_INPUT} />
        <TextControl name="stopTime" label="Quit Grinding Time" hint="24-hour, e.g. 04:15" {...TIME_INPUT} />
        <ComputedValue
          id="gl-rep-bart-available-time"
          label="Available Track Time"
          value={liveTrackTime(start, stop)}
          hint="Quit minus start; past midnight counts into the next day."
        />
        <SelectControl
          name="line"
          label="Line"
          options={BART_LINES.map((l) => ({ value: l.name, label: `${l.name} (MP ${l.minMp} to ${l.maxMp})` }))}
          placeholder="Select a line"
        />
      </div>
      <Field id={controlId('comments')} label="Comments" error={commentsError}>
        <textarea id={controlId('comments')} rows={3} {...register('comments')} aria-describedby={commentsError ? errorId(controlId('comments')) : undefined} />
      </Field>
    </fieldset>
  );
}
