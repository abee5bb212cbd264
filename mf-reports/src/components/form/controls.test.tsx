import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { SelectInput, TextArea, TextInput } from './controls';

type Values = { name: string; line: string; comments: string };

function Demo({ error }: { error?: string }) {
  const form = useForm<Values>({ defaultValues: { name: '', line: '', comments: '' } });
  useEffect(() => {
    if (error) form.setError('name', { message: error });
  }, [error, form]);
  return (
    <FormProvider {...form}>
      <TextInput<Values> prefix="gl-t" name="name" label="Operator" required hint="As on the badge" />
      <SelectInput<Values> prefix="gl-t" name="line" label="Line" options={['A', { value: 'C', label: 'C line' }]} placeholder="Select a line" />
      <TextArea<Values> prefix="gl-t" name="comments" label="Comments" />
    </FormProvider>
  );
}

/** A select whose list comes later than the value it was given (a restored draft, a slow lookup). */
function LateList({ onReady }: { onReady: (show: (options: string[]) => void) => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', line: '', comments: '' } });
  const [options, setOptions] = useState<string[]>([]);
  useEffect(() => {
    form.reset({ name: '', line: 'C', comments: '' });
    onReady(setOptions);
  }, [form, onReady]);
  return (
    <FormProvider {...form}>
      <SelectInput<Values> prefix="gl-t" name="line" label="Line" options={options} placeholder="Select a line" />
    </FormProvider>
  );
}

describe('form controls', () => {
  it("label every control, mark a required one with '*' and aria-required, and tie the hint to it", () => {
    render(<Demo />);
    const name = screen.getByLabelText('Operator *');
    expect(name).toHaveAttribute('id', 'gl-t-name');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).toHaveAccessibleDescription('As on the badge');
    expect(screen.getByLabelText('Line')).toHaveDisplayValue('Select a line');
    expect(screen.getByRole('option', { name: 'C line' })).toHaveValue('C');
    expect(screen.getByLabelText('Comments').tagName).toBe('TEXTAREA');
  });

  it('show the schema error under the field, announced, and mark the field invalid', async () => {
    render(<Demo error="Name of Person in Charge is required." />);
    await screen.findByRole('alert');
    const name = screen.getByLabelText('Operator *');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on the badge Name of Person in Charge is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Name of Person in Charge is required.');
  });

  it('show the value the form holds on a select whose options arrive after it, and the list once it comes', () => {
    let show: (options: string[]) => void = () => {};
    render(<LateList onReady={(set) => (show = set)} />);
    const line = screen.getByLabelText('Line');
    expect(line).toHaveValue('C');
    act(() => show(['A', 'B', 'C']));
    expect(line).toHaveValue('C');
    expect(line).toHaveDisplayValue('C');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a line', 'A', 'B', 'C']);
  });
});
