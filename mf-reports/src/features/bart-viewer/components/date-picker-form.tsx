import { useState, type FormEvent } from 'react';
import { Button } from '@grindline/ui/button';
import { Field, errorId } from '@grindline/ui/field';
import { VIEWER_DATE_MAX, VIEWER_DATE_MIN, viewerDateError } from '../utils/viewer-date';
import './bart-viewer.css';

export interface DatePickerFormProps {
  /** The date in the field: the viewer's, so an offered day can be put there too. */
  value: string;
  onChange: (date: string) => void;
  /** Called with a valid date on 'Get Report'. */
  onPick: (date: string) => void;
}

/** 'Pick a Date' and 'Get Report' (spec 001 section 2.9). */
export function DatePickerForm({ value, onChange, onPick }: DatePickerFormProps) {
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = viewerDateError(value);
    setError(problem ?? undefined);
    if (!problem) onPick(value);
  };

  return (
    <form className="gl-rep-viewer-picker" onSubmit={submit} noValidate>
      <Field id="gl-rep-viewer-date" label="Pick a Date" error={error}>
        <input
          id="gl-rep-viewer-date"
          type="date"
          min={VIEWER_DATE_MIN}
          max={VIEWER_DATE_MAX}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId('gl-rep-viewer-date') : undefined}
        />
      </Field>
      <Button type="submit">Get Report</Button>
    </form>
  );
}
