import { get, useFormContext } from 'react-hook-form';
import { Button } from '@grindline/ui/button';
import { Field, errorId } from '@grindline/ui/field';
import type { StandardFormValues } from '../utils/form-values';
import { controlId, INTEGER_INPUT, TextControl } from './controls';

function Comments({ name, label }: { name: 'commentsInt' | 'commentsExt'; label: string }) {
  const { register, formState } = useFormContext<StandardFormValues>();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const id = controlId(name);
  return (
    <Field id={id} label={label} error={error}>
      <textarea id={id} rows={3} {...register(name)} aria-describedby={error ? errorId(id) : undefined} />
    </Field>
  );
}

/** Step 3 Staff Info: names and numeric phones (the operator's phone optional), and the comments. */
export function StaffStep({ onNext }: { onNext: () => void }) {
  return (
    <>
      <div className="gl-rep-grid">
        <TextControl name="grinderOperator" label="Grinder Operator" required autoComplete="name" />
        <TextControl name="grinderOperatorNumber" label="Grinder Operator Phone" type="tel" {...INTEGER_INPUT} />
        <TextControl name="ARMSupervisor" label="ARM Supervisor" required />
        <TextControl name="ARMSupervisorNumber" label="ARM Supervisor Phone" required type="tel" {...INTEGER_INPUT} />
        <TextControl name="transitRep" label="Transit Rep" required />
        <TextControl name="transitRepNumber" label="Transit Rep Phone" required type="tel" {...INTEGER_INPUT} />
      </div>
      <Comments name="commentsInt" label="Internal Comments" />
      <Comments name="commentsExt" label="External Comments" />
      <div className="gl-ui-actions">
        <Button onClick={onNext}>Next</Button>
      </div>
    </>
  );
}
