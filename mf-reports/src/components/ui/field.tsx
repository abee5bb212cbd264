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

/** Label above the control, optional hint, and the error in red under it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="gl-rep-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <span className="gl-rep-hint">{hint}</span> : null}
      {error ? (
        <p className="gl-rep-error" id={errorId(id)} role="alert">
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
