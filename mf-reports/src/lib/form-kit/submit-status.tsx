import { useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { ConfirmBox } from '@grindline/ui/confirm-box';
import { Notice } from '@grindline/ui/notice';
import type { SubmitConflict, SubmitState } from './use-submit-report';

export interface SubmitStatusProps<TBody> {
  state: SubmitState;
  error?: unknown;
  conflict?: SubmitConflict<TBody>;
  /** The form's waiting words while submitting ('Adding grind data ... Please wait ...'). */
  submittingText?: string;
  /** Rows of the conflict table: label, the user's value, the server's value. Default: every field of the user's report. */
  compare?: (mine: TBody, theirs: unknown) => Array<{ label: string; mine: string; theirs: string }>;
  /** Back to the form to change the report (e.g. the shift number); the draft is kept. */
  onEdit?: () => void;
  onDismissConflict?: () => void;
  /** Throws the user's conflicting report away (outbox entry and draft), after a REMOVE / CANCEL confirmation. */
  onDiscard?: () => void;
  children?: ReactNode;
}

const show = (v: unknown): string => (v === undefined || v === null || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The confirmation before a report that was never filed is thrown away. */
export const DISCARD_CONFIRM = 'Discard your report? It was not filed and cannot be brought back.';

/** The user's report field by field beside the server's (same field names, where it has them). */
export function defaultCompare(mine: unknown, theirs: unknown): Array<{ label: string; mine: string; theirs: string }> {
  const a = (mine ?? {}) as Record<string, unknown>;
  const b = (theirs ?? {}) as Record<string, unknown>;
  return Object.keys(a)
    .filter((k) => k !== 'submissionId')
    .map((k) => ({ label: k, mine: show(a[k]), theirs: theirs === undefined ? 'not loaded' : show(b[k]) }));
}

/**
 * What became of the submission, in words the crews read: the form's waiting words, 'waiting for
 * network' while queued, the server's message and its field messages on an error, and a conflict
 * with both versions side by side. Announced to screen readers (status or alert).
 */
export function SubmitStatus<TBody>({ state, error, conflict, submittingText = 'Please wait...', compare, onEdit, onDismissConflict, onDiscard, children }: SubmitStatusProps<TBody>) {
  const [discarding, setDiscarding] = useState(false);
  if (state === 'submitting') return <p role="status">{submittingText}</p>;
  if (state === 'queued') {
    return (
      <Notice>
        <p>
          <strong>Waiting for network.</strong> Your report is saved on this device and will be sent by itself when the connection is back.
        </p>
      </Notice>
    );
  }
  if (state === 'error') {
    const message = errorMessage(error);
    // A single-field refusal names the field in its message too: each text is shown once.
    const issues = (error instanceof ApiError ? (error.issues ?? []) : []).filter((issue) => issue.message !== message);
    return (
      <Notice tone="error">
        <p>{message}</p>
        {issues.map((issue) => (
          <p key={`${issue.path}:${issue.message}`}>{issue.message}</p>
        ))}
        {children}
      </Notice>
    );
  }
  if (state === 'conflict' && conflict) {
    const rows = (compare ?? defaultCompare)(conflict.mine, conflict.theirs);
    return (
      <Notice tone="error">
        <p>{conflict.message}</p>
        <p>Your report is kept on this device: edit it and file it again, or discard it. Compare it with the one already filed:</p>
        <div className="gl-ui-table-wrap">
          <table className="gl-ui-table">
            <caption>Your report and the report already filed</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Your report</th>
                <th scope="col">Already filed</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td>{r.mine}</td>
                  <td>{r.theirs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {discarding && onDiscard ? (
          <ConfirmBox message={DISCARD_CONFIRM} onConfirm={onDiscard} onCancel={() => setDiscarding(false)} />
        ) : (
          <div className="gl-ui-actions">
            {onEdit ? <Button onClick={onEdit}>Edit my report</Button> : null}
            {onDiscard ? (
              <Button variant="secondary" onClick={() => setDiscarding(true)}>
                Discard my report
              </Button>
            ) : null}
            {onDismissConflict ? (
              <Button variant="secondary" onClick={onDismissConflict}>
                Close
              </Button>
            ) : null}
          </div>
        )}
        {children}
      </Notice>
    );
  }
  return null;
}
