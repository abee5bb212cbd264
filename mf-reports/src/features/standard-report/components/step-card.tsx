import type { ReactNode } from 'react';
import { Button } from '@grindline/ui/button';

export interface StepCardProps {
  number: number;
  title: string;
  /** Done: the step shows as a summary card with its edit button. */
  done: boolean;
  summary: Array<[string, string]>;
  onEdit: () => void;
  children: ReactNode;
}

/**
 * One step of the multi-step form (spec 000 section 2.2): its fields while open, a summary card
 * with an edit button once submitted.
 */
export function StepCard({ number, title, done, summary, onEdit, children }: StepCardProps) {
  const headingId = `gl-rep-std-step-${number}`;
  return (
    <section className={`gl-rep-step${done ? ' gl-rep-step--done' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="gl-ui-subtitle">
        Step {number} {title}
        {done ? ' (submitted)' : ''}
      </h2>
      {done ? (
        <div className="gl-rep-step-summary">
          <dl>
            {summary.map(([label, value]) => (
              <div key={label} className="gl-rep-step-summary-item">
                <dt>{label}</dt>
                <dd>{value || '-'}</dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit step ${number} ${title}`}>
            Edit
          </Button>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
