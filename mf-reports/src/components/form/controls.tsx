import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { typedTime } from '@grindline/domain';
import { Field, errorId, hintId, Options } from '@grindline/ui/field';
import './form-layout.css';

/**
 * The one set of form controls of every report form (BART, standard, SOUNDTRANSIT/NCTD,
 * generic, SkyTrain, NYCT): a control registered with the surrounding react-hook-form, its label
 * ('*' when required, spec 000 2.2), its hint and its schema error tied to it for screen readers.
 */

/** The id of a form control: a form prefix and the field path with dots made safe for HTML ids. */
export function controlId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/\./g, '-')}`;
}

/** The schema error of `name` in the surrounding form, if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as { message?: string } | undefined)?.message;
}

/** aria-invalid, and aria-describedby naming the hint and the error that are on screen. */
export function describedBy(id: string, error: string | undefined, hasHint = false) {
  const ids = [hasHint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** What every registered control takes. */
interface ControlProps<T extends FieldValues> {
  /** The form's id prefix ('gl-rep-std', 'gl-rep-bart', ...). */
  prefix: string;
  name: Path<T>;
  label: string;
  /** Marks the label with '*' and the control with aria-required. */
  required?: boolean;
  hint?: ReactNode;
  /** Show this field's schema error under it (false where a form shows only the first error). */
  showError?: boolean;
}

const labelOf = (label: string, required?: boolean) => (required ? `${label} *` : label);

/** What a registered control needs: its id, the error it shows, its registration and its aria attributes. */
function useControl<T extends FieldValues>({ prefix, name, required, hint, showError = true }: ControlProps<T>, onPick?: (value: string) => void) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  const shown = showError ? error : undefined;
  const id = controlId(prefix, name);
  const props = { id, ...register(name, onPick ? { onChange: (event: { target: { value: string } }) => onPick(event.target.value) } : undefined), ...describedBy(id, shown, hint !== undefined), 'aria-required': required || undefined };
  return { id, shown, props };
}

export interface TextInputProps<T extends FieldValues> extends ControlProps<T>, Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'prefix' | 'required'> {}

/** A text-like input registered with the surrounding form, its schema error under it. */
export function TextInput<T extends FieldValues>({ prefix, name, label, required, hint, showError, ...input }: TextInputProps<T>) {
  const { id, shown, props } = useControl<T>({ prefix, name, label, required, hint, showError });
  return (
    <Field id={id} label={labelOf(label, required)} error={shown} hint={hint}>
      <input {...input} {...props} />
    </Field>
  );
}

/**
 * A 24-hour time: the number pad, 'HH:MM' as its placeholder, and on leaving the field a time
 * typed without ':' ('2330', '23.30', '930') written as 'HH:MM' (domain typedTime), since a
 * tablet's number pad has no ':'.
 */
export function TimeInput<T extends FieldValues>({ prefix, name, label, required, hint, showError, ...input }: TextInputProps<T>) {
  const { setValue } = useFormContext<T>();
  const { id, shown, props } = useControl<T>({ prefix, name, label, required, hint, showError });
  const onBlur: typeof props.onBlur = (event) => {
    const typed = (event.target as HTMLInputElement).value;
    const time = typedTime(typed);
    if (time !== typed) setValue(name, time as PathValue<T, Path<T>>, { shouldDirty: true });
    return props.onBlur(event);
  };
  return (
    <Field id={id} label={labelOf(label, required)} error={shown} hint={hint}>
      <input {...TIME_INPUT} {...input} {...props} onBlur={onBlur} />
    </Field>
  );
}

export interface TextAreaProps<T extends FieldValues> extends ControlProps<T> {
  rows?: number;
}

/** A multi-line text (comments) registered with the surrounding form. */
export function TextArea<T extends FieldValues>({ rows = 3, ...control }: TextAreaProps<T>) {
  const { id, shown, props } = useControl<T>(control);
  return (
    <Field id={id} label={labelOf(control.label, control.required)} error={shown} hint={control.hint}>
      <textarea rows={rows} {...props} />
    </Field>
  );
}

export type SelectOptions = ReadonlyArray<string | { value: string; label: string }>;

export interface SelectInputProps<T extends FieldValues> extends ControlProps<T> {
  options: SelectOptions;
  /** Shown first with value '' when the field starts empty. */
  placeholder?: string;
  disabled?: boolean;
  /** Called with the value the user picked, after the form holds it (e.g. to fill other fields from it). */
  onPick?: (value: string) => void;
}

/** The value of each entry of a select's list. */
const optionValues = (options: SelectOptions) => options.map((entry) => (typeof entry === 'string' ? entry : entry.value));

/**
 * A select registered with the surrounding form; its options come from the domain or a lookup.
 * It shows the value the form holds, whenever its options arrive: a plain registered select given
 * a value before its list (a restored draft while the lookups load) stays on its placeholder once
 * the list comes, though the value is still sent. A held value not (yet) in the list is shown as
 * an option of its own, so what is on screen is what would be sent.
 */
export function SelectInput<T extends FieldValues>({ options, placeholder, disabled, onPick, ...control }: SelectInputProps<T>) {
  const { id, shown, props } = useControl<T>(control, onPick);
  const held = useWatch<T>({ name: control.name }) as unknown;
  const value = held === undefined || held === null ? '' : String(held);
  const unlisted = value !== '' && !optionValues(options).includes(value);
  return (
    <Field id={id} label={labelOf(control.label, control.required)} error={shown} hint={control.hint}>
      <select disabled={disabled} {...props} value={value}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {unlisted ? <option value={value}>{value}</option> : null}
        <Options values={options} />
      </select>
    </Field>
  );
}

/** A read-only figure computed from other fields (not part of the submitted values). */
export function ComputedValue({ id, label, value, hint }: { id: string; label: string; value: string; hint?: string }) {
  return (
    <Field id={id} label={label} hint={hint}>
      <input id={id} value={value} readOnly aria-live="polite" tabIndex={-1} aria-describedby={hint ? hintId(id) : undefined} />
    </Field>
  );
}

/** 24-hour time typed as HH:MM with a numeric keyboard (type=time shows AM/PM in US locales). */
const TIME_INPUT = { inputMode: 'numeric', placeholder: 'HH:MM', autoComplete: 'off', maxLength: 5 } as const;
/** Whole numbers (shift number, passes, phones): the numeric keyboard. */
export const INTEGER_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const;
/** Chains, mile points and minutes: the decimal keyboard. */
export const DECIMAL_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const;
