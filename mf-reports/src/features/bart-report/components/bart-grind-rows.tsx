import { useState } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@grindline/ui/button';
import { BartGrindRow } from './bart-grind-row';
import { newRowValues, type BartFormValues } from '../utils/form-values';
import './bart-report.css';

/** The repeatable grind rows: add, and remove after a REMOVE / CANCEL confirmation. */
export function BartGrindRows() {
  const { control, formState } = useFormContext<BartFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const [removing, setRemoving] = useState<string | null>(null);
  const listError = (get(formState.errors, 'rows') as { message?: string; root?: { message?: string } } | undefined);
  const message = listError?.message ?? listError?.root?.message;

  return (
    <fieldset className="gl-rep-section">
      <legend>Grind rows</legend>
      {fields.map((field, index) => (
        <BartGrindRow
          key={field.id}
          index={index}
          confirmingRemoval={removing === field.id}
          onAskRemove={() => setRemoving(field.id)}
          onCancelRemove={() => setRemoving(null)}
          onRemove={() => {
            setRemoving(null);
            remove(index);
          }}
        />
      ))}
      {message ? (
        <p className="gl-ui-error" role="alert">
          {message}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => append(newRowValues(), { shouldFocus: false })}>
        Add row
      </Button>
    </fieldset>
  );
}
