import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { customerProfile, grindLength } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { Notice } from '@grindline/ui/notice';
import type { StandardFormValues } from '../utils/form-values';
import { ComputedValue, DECIMAL_INPUT, INTEGER_INPUT, SelectInput, TextInput } from '../../../components/form/controls';
import { STANDARD_PREFIX as P } from './standard-prefix';

/** Spec 000 section 4: the first grind box may not be closed until it is filled and confirmed. */
export const FIRST_BOX_APOLOGY = 'Sorry, the first grind entry cannot be closed: fill in all its fields and press Next.';

export interface GrindEntryProps {
  index: number;
  directions: readonly string[];
  profiles: readonly string[];
  bounds?: { minEntered: number; maxEntered: number };
  onConfirm: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** The live length of an entry in the customer's unit, or '' until both ends are numbers. */
function liveLength(site: string, from: string, to: string): string {
  const a = Number(from);
  const b = Number(to);
  if (from.trim() === '' || to.trim() === '' || !Number.isFinite(a) || !Number.isFinite(b)) return '';
  try {
    return String(grindLength(site, a, b));
  } catch {
    return '';
  }
}

/** One repeatable grind entry of step 4: open (fields, Next) or confirmed (summary, Edit). */
export function GrindEntry({ index, directions, profiles, bounds, onConfirm, onEdit, onRemove }: GrindEntryProps) {
  const { control } = useFormContext<StandardFormValues>();
  const [site, entry] = useWatch({ control, name: ['site', `entries.${index}`] });
  const [asking, setAsking] = useState(false);
  const [apology, setApology] = useState(false);
  const profile = customerProfile(site);
  const label = profile.referenceLabel;
  const unit = profile.lengthUnit;
  const length = liveLength(site, entry.chainFrom_comp, entry.chainTo_comp);
  const cancel = () => {
    if (index === 0 && !entry.confirmed) setApology(true);
    else setAsking(true);
  };
  const n = index + 1;
  return (
    <fieldset className="gl-rep-row" aria-label={`Grind entry ${n}`}>
      <legend>
        Grind entry {n} {entry.confirmed ? '(confirmed)' : '(open)'}
      </legend>
      {entry.confirmed ? (
        <p>
          {label} {entry.chainFrom_comp} to {entry.chainTo_comp} ({length} {unit}), direction {entry.direction}, number {entry.number}, profiles {entry.profile_l}/{entry.profile_r}, passes {entry.passes_l}/{entry.passes_r},{' '}
          {entry.completed}
        </p>
      ) : (
        <div className="gl-rep-grid">
          <TextInput<StandardFormValues> prefix={P} name={`entries.${index}.chainFrom_comp`} label={`${label} From`} required {...DECIMAL_INPUT} hint={bounds ? `${bounds.minEntered} to ${bounds.maxEntered}` : undefined} />
          <TextInput<StandardFormValues> prefix={P} name={`entries.${index}.chainTo_comp`} label={`${label} To`} required {...DECIMAL_INPUT} />
          <ComputedValue id={`${P}-length-${index}`} label={`Length (${unit})`} value={length} />
          <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name={`entries.${index}.direction`} label="Direction" options={directions} required />
          <TextInput<StandardFormValues> prefix={P} name={`entries.${index}.number`} label="Curve/Tangent Number" required />
          <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name={`entries.${index}.profile_l`} label="Profile Left" options={profiles} required />
          <SelectInput<StandardFormValues> prefix={P} placeholder="Select..." name={`entries.${index}.profile_r`} label="Profile Right" options={profiles} required />
          <TextInput<StandardFormValues> prefix={P} name={`entries.${index}.passes_l`} label="Passes Left" required {...INTEGER_INPUT} />
          <TextInput<StandardFormValues> prefix={P} name={`entries.${index}.passes_r`} label="Passes Right" required {...INTEGER_INPUT} />
          <SelectInput<StandardFormValues>
            prefix={P}
            name={`entries.${index}.completed`}
            label="Complete/Incomplete"
            options={[
              { value: 'complete', label: 'Complete' },
              { value: 'incomplete', label: 'Incomplete' },
            ]}
            placeholder="Select..."
          />
        </div>
      )}
      {apology ? (
        <Notice tone="error">
          <p>{FIRST_BOX_APOLOGY}</p>
        </Notice>
      ) : null}
      {asking ? (
        <ConfirmBox
          message="Delete Grind Info?"
          onConfirm={() => {
            setAsking(false);
            onRemove();
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="gl-ui-actions">
          {entry.confirmed ? (
            <Button variant="secondary" onClick={onEdit} aria-label={`Edit grind entry ${n}`}>
              Edit
            </Button>
          ) : (
            <Button onClick={() => { setApology(false); onConfirm(); }} aria-label={`Next: confirm grind entry ${n}`}>
              Next
            </Button>
          )}
          <Button variant="secondary" onClick={cancel} aria-label={`Cancel grind entry ${n}`}>
            Cancel
          </Button>
        </div>
      )}
    </fieldset>
  );
}
