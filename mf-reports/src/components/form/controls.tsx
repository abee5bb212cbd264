import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Field, errorId } from '@grindline/ui/field';
import './form-layout.css';

/** The id of a form control: a form prefix and the field path with dots made safe for HTML ids. */
export function controlId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/\./g, '-')}`;
}

function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

const a11y = (id: string, error: string | undefined) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId(id) : undefined });

export interface TextInputProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  prefix: string;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  /** Show this field's schema error under it (false where a form shows only the first error). */
  showError?: boolean;
}

/** A text-like input registered with the surrounding form, its schema error under it. */
export function TextInput<T extends FieldValues>({ prefix, name, label, hint, showError = true, ...input }: TextInputProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  const id = controlId(prefix, name);
  return (
    <Field id={id} label={label} error={showError ? error : undefined} hint={hint}>
      <input id={id} {...input} {...register(name)} {...a11y(id, showError ? error : undefined)} />
    </Field>
  );
}

export interface SelectInputProps<T extends FieldValues> {
  prefix: string;
  name: Path<T>;
  label: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** Shown first with value '' when the field starts empty. */
  placeholder?: string;
  showError?: boolean;
  disabled?: boolean;
}

/** A select registered with the surrounding form; its options come from the domain or a lookup. */
export function SelectInput<T extends FieldValues>({ prefix, name, label, options, placeholder, showError = true, disabled }: SelectInputProps<T>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  const id = controlId(prefix, name);
  return (
    <Field id={id} label={label} error={showError ? error : undefined}>
      <select id={id} disabled={disabled} {...register(name)} {...a11y(id, showError ? error : undefined)}>
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

/** 24-hour time typed as HH:MM with a numeric keyboard (type=time shows AM/PM in US locales). */
export const TIME_INPUT = { inputMode: 'numeric', placeholder: 'HH:MM', autoComplete: 'off', maxLength: 5 } as const;
