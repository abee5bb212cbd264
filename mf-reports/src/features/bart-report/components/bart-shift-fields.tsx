import { useWatch, useFormContext } from 'react-hook-form';
import { BART_GRINDER_TYPES, BART_LINES, BART_STONE_TYPES, MAX_DATE } from '@grindline/domain';
import { ComputedValue, SelectInput, TextArea, TextInput, TimeInput } from '../../../components/form/controls';
import { BART_PREFIX as P } from './bart-prefix';
import { liveTrackTime } from '../utils/live-figures';
import type { BartFormValues } from '../utils/form-values';
import './bart-report.css';

/** The shift part of the BART form (spec 000 sections 2.7 and 3.6). */
export function BartShiftFields() {
  const { control } = useFormContext<BartFormValues>();
  const [start, stop] = useWatch({ control, name: ['startTime', 'stopTime'] });

  return (
    <fieldset className="gl-rep-section">
      <legend>Shift</legend>
      <div className="gl-rep-grid">
        <TextInput<BartFormValues> prefix={P} name="grinderOperator" label="Person in Charge" autoComplete="name" />
        <TextInput<BartFormValues> prefix={P} name="date" label="Date" type="date" max={MAX_DATE} />
        <SelectInput<BartFormValues> prefix={P} name="grinderType" label="Grinder Type" options={BART_GRINDER_TYPES} placeholder="Select a grinder" />
        <SelectInput<BartFormValues> prefix={P} name="stoneType" label="Stone Type" options={BART_STONE_TYPES} placeholder="Select a stone" />
        <TimeInput<BartFormValues> prefix={P} name="startTime" label="Start Grinding Time" hint="24-hour, e.g. 23:30" />
        <TimeInput<BartFormValues> prefix={P} name="stopTime" label="Quit Grinding Time" hint="24-hour, e.g. 04:15" />
        <ComputedValue
          id={`${P}-available-time`}
          label="Available Track Time"
          value={liveTrackTime(start, stop)}
          hint="Quit minus start; past midnight counts into the next day."
        />
        <SelectInput<BartFormValues>
          prefix={P}
          name="line"
          label="Line"
          options={BART_LINES.map((l) => ({ value: l.name, label: `${l.name} (MP ${l.minMp} to ${l.maxMp})` }))}
          placeholder="Select a line"
        />
      </div>
      <TextArea<BartFormValues> prefix={P} name="comments" label="Comments" />
    </fieldset>
  );
}
