import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import type { SubmitState } from './use-submit-report';

export interface SubmitButtonProps {
  state: SubmitState;
  onClick?: () => void;
  /** 'submit' inside a form whose onSubmit files the report. */
  type?: 'button' | 'submit';
  children: ReactNode;
  /** What the button reads while submitting (the form's own waiting words). */
  busyLabel?: string;
}

/** The submit button: disabled (and saying so) while the report is being submitted. */
export function SubmitButton({ state, onClick, type = 'button', children, busyLabel = 'Please wait...' }: SubmitButtonProps) {
  const busy = state === 'submitting';
  return (
    <Button type={type} onClick={onClick} disabled={busy} aria-disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
