import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { Field, errorId } from '@grindline/ui/field';
import type { BartFormValues } from '../utils/form-values';

type Name = FieldPath<BartFormValues>;

/** The id of a form control: its field path with dots made safe for HTML ids. */
export function controlId(name: Name): string {
  return `gl-rep-bart-${name.replace(/\./g, '-')}`;
}

function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<BartFormValues>();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

function a11y(name: Name, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId(controlId(name)) : undefined };
}

export interface TextControlProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: Name;
  label: string;
  hint?: ReactNode;
}

/** A text-like input registered with the form, its schema error under it. */
export function TextControl({ name, label, hint, ...input }: TextControlProps) {
  const { register } = useFormContext<BartFormValues>();
  const error = useFieldError(name);
  const id = controlId(name);
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input id={id} {...input} {...register(name)} {...a11y(name, error)} />
    </Field>
  );
}

export interface SelectControlProps {
  name: Name;
  label: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** Shown first with value '' when the field starts empty. */
  placeholder?: string;
}

/** A select registered with the form, its schema error under it. */
export function SelectControl({ name, label, options, placeholder }: SelectControlProps) {
  const { register } = useFormContext<BartFormValues>();
  const error = useFieldError(name);
  const id = controlId(name);
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} {...register(name)} {...a11y(name, error)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
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

/** A read-only figure computed from other fields (not part of the submitted values). */
export function ComputedValue({ id, label, value, hint }: { id: string; label: string; value: string; hint?: string }) {
  return (
    <Field id={id} label={label} hint={hint}>
      <input id={id} value={value} readOnly aria-live="polite" tabIndex={-1} />
    </Field>
  );
}
