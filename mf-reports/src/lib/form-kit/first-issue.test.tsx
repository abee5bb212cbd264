import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useFirstIssueReview, type FirstIssue } from './first-issue';

interface Values {
  operator: string;
  phone: string;
}

/** The spec's order: the operator's name first, then a numeric phone. */
function validate(values: Values): FirstIssue | undefined {
  if (!values.operator) return { path: 'operator', message: 'Grinder Operator Name is Required' };
  if (!/^\d+$/.test(values.phone)) return { path: 'phone', message: 'Grinder Operator Phone Number is Required' };
  return undefined;
}

function setup() {
  const sent: Values[] = [];
  const hook = renderHook(() => {
    const form = useForm<Values>({ defaultValues: { operator: '', phone: '' } });
    return { form, ...useFirstIssueReview(form, validate, (v) => v, (request) => sent.push(request)) };
  });
  const submit = () => act(async () => hook.result.current.review());
  const type = (name: keyof Values, value: string) => act(() => hook.result.current.form.setValue(name, value));
  return { hook, sent, submit, type };
}

describe('useFirstIssueReview', () => {
  it('shows only the first error on submit, and nothing is sent', async () => {
    const { hook, sent, submit } = setup();
    await submit();
    expect(hook.result.current.error).toBe('Grinder Operator Name is Required');
    expect(sent).toEqual([]);
  });

  it("drops the message once its field is fixed, and names the next error only on the next submit", async () => {
    const { hook, submit, type } = setup();
    await submit();
    type('operator', 'Alex Kim');
    expect(hook.result.current.error).toBeUndefined();
    await submit();
    expect(hook.result.current.error).toBe('Grinder Operator Phone Number is Required');
  });

  it('keeps the message while its field is still wrong, and when another field changes', async () => {
    const { hook, submit, type } = setup();
    await submit();
    type('operator', 'Alex Kim');
    await submit();
    type('phone', '613-555');
    expect(hook.result.current.error).toBe('Grinder Operator Phone Number is Required');
    type('operator', 'Jo Park');
    expect(hook.result.current.error).toBe('Grinder Operator Phone Number is Required');
  });

  it('sends the request once the values are valid', async () => {
    const { hook, sent, submit, type } = setup();
    type('operator', 'Alex Kim');
    type('phone', '6135550100');
    await submit();
    expect(hook.result.current.error).toBeUndefined();
    expect(sent).toEqual([{ operator: 'Alex Kim', phone: '6135550100' }]);
  });
});
