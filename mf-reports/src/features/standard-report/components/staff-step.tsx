import { Button } from '@grindline/ui/button';
import { INTEGER_INPUT, TextArea, TextInput } from '../../../components/form/controls';
import type { StandardFormValues } from '../utils/form-values';
import { STANDARD_PREFIX as P } from './standard-prefix';

/** Step 3 Staff Info: names and numeric phones (the operator's phone optional), and the comments. */
export function StaffStep({ onNext }: { onNext: () => void }) {
  return (
    <>
      <div className="gl-rep-grid">
        <TextInput<StandardFormValues> prefix={P} name="grinderOperator" label="Grinder Operator" required autoComplete="name" />
        <TextInput<StandardFormValues> prefix={P} name="grinderOperatorNumber" label="Grinder Operator Phone" type="tel" {...INTEGER_INPUT} />
        <TextInput<StandardFormValues> prefix={P} name="ARMSupervisor" label="ARM Supervisor" required />
        <TextInput<StandardFormValues> prefix={P} name="ARMSupervisorNumber" label="ARM Supervisor Phone" required type="tel" {...INTEGER_INPUT} />
        <TextInput<StandardFormValues> prefix={P} name="transitRep" label="Transit Rep" required />
        <TextInput<StandardFormValues> prefix={P} name="transitRepNumber" label="Transit Rep Phone" required type="tel" {...INTEGER_INPUT} />
      </div>
      <TextArea<StandardFormValues> prefix={P} name="commentsInt" label="Internal Comments" />
      <TextArea<StandardFormValues> prefix={P} name="commentsExt" label="External Comments" />
      <div className="gl-ui-actions">
        <Button onClick={onNext}>Next</Button>
      </div>
    </>
  );
}
