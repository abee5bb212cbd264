import { useFormContext, useWatch } from 'react-hook-form';
import { BART_DIRECTIONS, BART_SEGMENT_TYPES, COMPLETE_STATUS_OPTIONS } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { ComputedValue, DECIMAL_INPUT, INTEGER_INPUT, SelectInput, TextInput } from '../../../components/form/controls';
import { BART_PREFIX as P } from './bart-prefix';
import { lineRange, liveLength } from '../utils/live-figures';
import type { BartFormValues } from '../utils/form-values';
import './bart-report.css';

export interface BartGrindRowProps {
  index: number;
  /** Whether this row's REMOVE / CANCEL confirmation is open. */
  confirmingRemoval: boolean;
  onAskRemove: () => void;
  onRemove: () => void;
  onCancelRemove: () => void;
}

/** One grind row (spec 000 sections 2.7 and 3.6) with its live length. */
export function BartGrindRow({ index, confirmingRemoval, onAskRemove, onRemove, onCancelRemove }: BartGrindRowProps) {
  const { control } = useFormContext<BartFormValues>();
  const [from, to, line] = useWatch({ control, name: [`rows.${index}.segmentFrom`, `rows.${index}.segmentTo`, 'line'] });
  const range = lineRange(line);
  const mpHint = range ? `Line ${range.name}: MP ${range.minMp} to ${range.maxMp}` : 'Choose a line to see its mile points';
  const row = `rows.${index}` as const;

  return (
    <fieldset className="gl-rep-row" aria-label={`Grind row ${index + 1}`}>
      <legend>Grind row {index + 1}</legend>
      <div className="gl-rep-grid">
        <SelectInput<BartFormValues> prefix={P} name={`${row}.segmentType`} label="Segment Type" options={BART_SEGMENT_TYPES} placeholder="Select a segment type" />
        <SelectInput<BartFormValues>
          prefix={P}
          name={`${row}.completed`}
          label="Complete/Incomplete"
          options={COMPLETE_STATUS_OPTIONS}
        />
        <SelectInput<BartFormValues> prefix={P} name={`${row}.direction`} label="Track Direction" options={BART_DIRECTIONS} />
        <TextInput<BartFormValues> prefix={P} name={`${row}.segmentFrom`} label="Begin MP" hint={mpHint} {...DECIMAL_INPUT} />
        <TextInput<BartFormValues> prefix={P} name={`${row}.segmentTo`} label="End MP" hint={mpHint} {...DECIMAL_INPUT} />
        <ComputedValue id={`${P}-rows-${index}-length`} label="Length (feet)" value={liveLength(from, to)} />
        <TextInput<BartFormValues> prefix={P} name={`${row}.passesLeft`} label="Passes Left" {...INTEGER_INPUT} />
        <TextInput<BartFormValues> prefix={P} name={`${row}.passesRight`} label="Passes Right" {...INTEGER_INPUT} />
      </div>
      {confirmingRemoval ? (
        <ConfirmBox message={`Remove grind row ${index + 1}?`} onConfirm={onRemove} onCancel={onCancelRemove} />
      ) : (
        <div className="gl-rep-row-actions">
          <Button variant="secondary" onClick={onAskRemove}>
            Remove row
          </Button>
        </div>
      )}
    </fieldset>
  );
}
