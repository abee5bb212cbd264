import type { InputHTMLAttributes } from 'react';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { Field, errorId } from '@grindline/ui/field';
import type { NyctFormValues } from '../utils/form-values';

export type NyctName = FieldPath<NyctFormValues>;

/** The id of a control: its field path with dots made safe for HTML ids. */
export const nyctId = (name: string): string => `gl-rep-nyct-${name.replace(/\./g, '-')}`;

export function useNyctError(name: NyctName): string | undefined {
  const { formState } = useFormContext<NyctFormValues>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

export const a11y = (name: string, error: string | undefined) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId(nyctId(name)) : undefined });

/** A text-like input registered with the form, its schema message under it. */
export function NyctText({ name, label, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { name: NyctName; label: string }) {
  const { register } = useFormContext<NyctFormValues>();
  const error = useNyctError(name);
  return (
    <Field id={nyctId(name)} label={label} error={error}>
      <input id={nyctId(name)} {...input} {...register(name)} {...a11y(name, error)} />
    </Field>
  );
}

export type Options = ReadonlyArray<string | { value: string; label: string }>;

/** A select registered with the form, starting on 'Select ...'. */
export function NyctSelect({ name, label, options }: { name: NyctName; label: string; options: Options }) {
  const { register } = useFormContext<NyctFormValues>();
  const error = useNyctError(name);
  return (
    <Field id={nyctId(name)} label={label} error={error}>
      <select id={nyctId(name)} {...register(name)} {...a11y(name, error)}>
        <option value="">Select ...</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
