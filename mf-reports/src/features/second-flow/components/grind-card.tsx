import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { COMPLETE_STATUS_OPTIONS } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { ComputedValue, SelectInput, TextInput } from '../../../components/form/controls';
import { useChainBounds } from '../../../lib/lookups/get-chain-bounds';
import { cardLength, type SecondFlowValues } from '../utils/form-values';

const P = 'gl-rep-sf';
const STATUS = COMPLETE_STATUS_OPTIONS;
const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;
const WHOLE = { inputMode: 'numeric', autoComplete: 'off' } as const;

export interface GrindCardProps {
  index: number;
  directions: readonly string[];
  profiles: readonly string[];
  referenceLabel: string;
  unit: string;
  onRemove: () => void;
}

/** One grind card (spec 000 section 2.3); its cancel asks 'Delete Grind Info?' with REMOVE or CANCEL. */
export function GrindCard({ index, directions, profiles, referenceLabel, unit, onRemove }: GrindCardProps) {
  const { control } = useFormContext<SecondFlowValues>();
  const [customer, line, from, to] = useWatch({ control, name: ['customer', 'line', `grinds.${index}.segmentFrom`, `grinds.${index}.segmentTo`] });
  const bounds = useChainBounds(customer || undefined, line || undefined).data;
  const hint = bounds ? `${bounds.minEntered} to ${bounds.maxEntered}` : undefined;
  const [confirming, setConfirming] = useState(false);
  const card = `grinds.${index}` as const;
  const field = { prefix: P, showError: false } as const;
  return (
    <fieldset className="gl-rep-row" aria-label={`Grind info ${index + 1}`}>
      <legend>Grind info {index + 1}</legend>
      <div className="gl-rep-grid">
        <TextInput<SecondFlowValues> {...field} name={`${card}.segmentFrom`} label={`Segment From (${referenceLabel})`} hint={hint} {...DECIMAL} />
        <TextInput<SecondFlowValues> {...field} name={`${card}.segmentTo`} label={`Segment To (${referenceLabel})`} hint={hint} {...DECIMAL} />
        <ComputedValue id={`${P}-grinds-${index}-length`} label={`Length (${unit})`} value={cardLength(customer, { segmentFrom: from ?? '', segmentTo: to ?? '' })} />
        <TextInput<SecondFlowValues> {...field} name={`${card}.curve`} label="Curve" autoComplete="off" />
        <TextInput<SecondFlowValues> {...field} name={`${card}.leftRailPasses`} label="Left Rail Passes" {...WHOLE} />
        <TextInput<SecondFlowValues> {...field} name={`${card}.rightRailPasses`} label="Right Rail Passes" {...WHOLE} />
        <SelectInput<SecondFlowValues> {...field} name={`${card}.completed`} label="Complete/Incomplete" options={STATUS} />
        <SelectInput<SecondFlowValues> {...field} name={`${card}.direction`} label="Direction" options={directions} placeholder="Select a direction" />
        <SelectInput<SecondFlowValues> {...field} name={`${card}.leftRailProfile`} label="Left Rail Profile" options={profiles} placeholder="Select a profile" />
        <SelectInput<SecondFlowValues> {...field} name={`${card}.rightRailProfile`} label="Right Rail Profile" options={profiles} placeholder="Select a profile" />
      </div>
      {confirming ? (
        <ConfirmBox message="Delete Grind Info?" onConfirm={onRemove} onCancel={() => setConfirming(false)} />
      ) : (
        <div className="gl-rep-row-actions">
          <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={`Cancel grind info ${index + 1}`}>
            Cancel
          </Button>
        </div>
      )}
    </fieldset>
  );
}
