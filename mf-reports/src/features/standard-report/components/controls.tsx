import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { Field, errorId } from '@grindline/ui/field';
import type { StandardFormValues } from '../utils/form-values';

export type Name = FieldPath<StandardFormValues>;

/** The id of a control: its field path with dots made safe for HTML ids. */
export function controlId(name: string): string {
  return `gl-rep-std-${name.replace(/\./g, '-')}`;
}

function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<StandardFormValues>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

const a11y = (name: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(controlId(name)) : undefined,
});

export interface TextControlProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: Name;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

/** A text-like input registered with the form; '*' marks a required field (spec 000 2.2). */
export function TextControl({ name, label, required, hint, ...input }: TextControlProps) {
  const { register } = useFormContext<StandardFormValues>();
  const error = useFieldError(name);
  const id = controlId(name);
  return (
    <Field id={id} label={required ? `${label} *` : label} error={error} hint={hint}>
      <input id={id} {...input} {...register(name)} {...a11y(name, error)} aria-required={required || undefined} />
    </Field>
  );
}

export interface SelectControlProps {
  name: Name;
  label: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/** A select registered with the form. */
export function SelectControl({ name, label, options, required, placeholder = 'Select...', disabled }: SelectControlProps) {
  const { register } = useFormContext<StandardFormValues>();
  const error = useFieldError(name);
  const id = controlId(name);
  return (
    <Field id={id} label={required ? `${label} *` : label} error={error}>
      <select id={id} {...register(name)} {...a11y(name, error)} aria-required={required || undefined} disabled={disabled}>
        <option value="">{placeholder}</option>
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

/** 24-hour time typed as HH:MM with a numeric keyboard: the one definition every form uses. */
export { TIME_INPUT } from '../../../components/form/controls';
/** Whole numbers (shift number, passes, phones): the numeric keyboard. */
export const INTEGER_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const;
/** Chains and minutes: the decimal keyboard. */
export const DECIMAL_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const;
