import { Button } from './button';

export interface ConfirmBoxProps {
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables REMOVE while the removal is under way. */
  busy?: boolean;
}

/** The red REMOVE / CANCEL confirmation shown before anything is removed. */
export function ConfirmBox({ message, onConfirm, onCancel, busy = false }: ConfirmBoxProps) {
  return (
    <div className="gl-ui-confirm" role="alertdialog" aria-label={message}>
      <p>{message}</p>
      <div className="gl-ui-actions">
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          REMOVE
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          CANCEL
        </Button>
      </div>
    </div>
  );
}
