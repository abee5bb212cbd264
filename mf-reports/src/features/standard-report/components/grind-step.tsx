import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MULTI_STEP_MESSAGES } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { useChainBounds } from '../../../lib/lookups/get-chain-bounds';
import { useFormDirections } from '../../../lib/lookups/get-form-directions';
import { useFormProfiles } from '../../../lib/lookups/get-form-profiles';
import { newEntry, type StandardFormValues } from '../utils/form-values';
import { GrindEntry } from './grind-entry';

export interface GrindStepProps {
  onConfirmEntry: (index: number) => void;
  onSubmit: () => void;
  /** The step's own alert ('submit all grind reports'). */
  alert?: string;
}

/**
 * Step 4 Grind Info (Regular shifts only): repeatable entries, each open or confirmed; 'submit
 * grind info' shows once every entry is confirmed, else the alert 'submit all grind reports'.
 */
export function GrindStep({ onConfirmEntry, onSubmit, alert }: GrindStepProps) {
  const { control, setValue } = useFormContext<StandardFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const [site, line, entries] = useWatch({ control, name: ['site', 'line', 'entries'] });
  const directions = useFormDirections(site, line);
  const profiles = useFormProfiles(site);
  const bounds = useChainBounds(site, line);
  // A new entry's direction is the line's first (spec 000 section 4), once the directions are known.
  const first = directions.data?.[0];
  useEffect(() => {
    if (!first) return;
    entries.forEach((e, i) => {
      if (e.direction === '') setValue(`entries.${i}.direction`, first);
    });
  }, [first, entries, setValue]);
  const allConfirmed = entries.length > 0 && entries.every((e) => e.confirmed);
  return (
    <>
      {bounds.data ? (
        <p className="gl-ui-hint">
          Line {line}: from {bounds.data.minEntered} to {bounds.data.maxEntered}
        </p>
      ) : null}
      {fields.map((field, i) => (
        <GrindEntry
          key={field.id}
          index={i}
          directions={directions.data ?? []}
          profiles={profiles.data ?? []}
          bounds={bounds.data}
          onConfirm={() => onConfirmEntry(i)}
          onEdit={() => setValue(`entries.${i}.confirmed`, false, { shouldDirty: true })}
          onRemove={() => remove(i)}
        />
      ))}
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={() => append(newEntry(directions.data?.[0] ?? ''))}>
          Add grind entry
        </Button>
        {allConfirmed ? (
          <Button onClick={onSubmit} data-focus-next>
            submit grind info
          </Button>
        ) : null}
      </div>
      {!allConfirmed || alert ? (
        <Notice tone={alert ? 'error' : 'info'}>
          <p>{alert ?? MULTI_STEP_MESSAGES.submitAll}</p>
        </Notice>
      ) : null}
    </>
  );
}
