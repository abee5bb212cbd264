import type { ReactNode } from 'react';
import './ui.css';

export interface FieldProps {
  /** id of the control inside; the label points at it and the error describes it. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label above the control, an optional hint, and the error in red under it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="gl-maps-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="gl-maps-hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="gl-maps-error" id={errorId(id)} role="alert">
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
