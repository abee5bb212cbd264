import './styles.css';
import type { ReactNode } from 'react';

export interface FieldProps {
  /** id of the control inside; the label points at it, the hint and the error describe it. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label above the control, an optional hint, and the error in red under it (announced). */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="gl-ui-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="gl-ui-hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="gl-ui-error" id={errorId(id)} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The id of a field's error message, for aria-describedby on the control. */
export function errorId(id: string): string {
  return `${id}-error`;
}

/** The id of a field's hint, for aria-describedby on the control. */
export function hintId(id: string): string {
  return `${id}-hint`;
}

/** One `<option>` per entry of a select's list: a string is its own label, or a value with its label. */
export function Options({ values }: { values: ReadonlyArray<string | { value: string; label: string }> }) {
  return (
    <>
      {values.map((entry) => {
        const { value, label } = typeof entry === 'string' ? { value: entry, label: entry } : entry;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
