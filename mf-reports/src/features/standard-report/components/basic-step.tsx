import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_DATE } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { useFormCustomers } from '../../../lib/lookups/get-form-customers';
import { useFormLines } from '../../../lib/lookups/get-form-lines';
import type { StandardFormValues } from '../utils/form-values';
import { SelectInput, TextInput } from '../../../components/form/controls';
import { STANDARD_PREFIX as P } from './standard-prefix';

/** Step 1 Basic Info: date, Customer, Line; Next appears once all three are chosen (spec 000 5.2). */
export function BasicStep({ onNext, busy }: { onNext: () => void; busy: boolean }) {
  const { control } = useFormContext<StandardFormValues>();
  const [date, site, line] = useWatch({ control, name: ['date', 'site', 'line'] });
  const customers = useFormCustomers();
  const lines = useFormLines(site || undefined);
  const standard = (customers.data?.customers ?? []).filter((c) => c.variant === 'standard').map((c) => c.id);
  return (
    <>
      <div className="gl-rep-grid">
        <TextInput<StandardFormValues> prefix={P} name="date" label="Date" type="date" max={MAX_DATE} required />
        <SelectInput<StandardFormValues> prefix={P} name="site" label="Customer" options={standard} required placeholder={customers.isPending ? 'Loading customers...' : 'Select a customer'} />
        <SelectInput<StandardFormValues> prefix={P} name="line" label="Line" options={lines.data ?? []} required disabled={!site} placeholder={site ? 'Select a line' : 'Customer first'} />
      </div>
      {date && site && line ? (
        <div className="gl-ui-actions">
          <Button onClick={onNext} disabled={busy}>
            {busy ? 'Auto Populating Fields...' : 'Next'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
