import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { SelectInput, TextArea, TextInput, TimeInput } from './controls';

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

/** A time field, and what the form holds of it. */
function TimeDemo({ held }: { held: (value: string) => void }) {
  const form = useForm<{ start: string }>({ defaultValues: { start: '' } });
  useEffect(() => {
    const watched = form.watch((v) => held(v.start ?? ''));
    return () => watched.unsubscribe();
  }, [form, held]);
  return (
    <FormProvider {...form}>
      <TimeInput<{ start: string }> prefix="gl-t" name="start" label="Start Time" hint="24-hour, e.g. 23:30" />
      <button type="button">Next</button>
    </FormProvider>
  );
}

describe('form controls', () => {
  it("take a time typed on a number pad, without ':', and write it HH:MM on leaving the field", async () => {
    const held: string[] = [];
    render(<TimeDemo held={(v) => held.push(v)} />);
    const start = screen.getByLabelText('Start Time');
    expect(start).toHaveAttribute('inputmode', 'numeric');
    expect(start).toHaveAttribute('placeholder', 'HH:MM');
    await userEvent.type(start, '2330');
    expect(start).toHaveValue('2330');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(start).toHaveValue('23:30');
    expect(held.at(-1)).toBe('23:30');
    await userEvent.clear(start);
    await userEvent.type(start, '2460');
    await userEvent.tab();
    expect(start).toHaveValue('2460');
  });

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
