import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './button';
import { ConfirmBox } from './confirm-box';
import { DataTable, LabelledRows } from './data-table';
import { errorId, Field, hintId, Options } from './field';
import { Notice } from './notice';

describe('UI primitives', () => {
  it('a button never submits by accident and carries its variant', () => {
    render(
      <form onSubmit={() => { throw new Error('submitted'); }}>
        <Button variant="danger">Remove</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('gl-ui-button', 'gl-ui-button--danger');
    expect(buttonClass('secondary', 'x')).toBe('gl-ui-button gl-ui-button--secondary x');
  });

  it('a select lists one option per value, the value as its label, after its own first options', () => {
    render(
      <select aria-label="Site" defaultValue="">
        <option value="">Every site</option>
        <Options values={['BART', { value: 'NYCT', label: 'New York' }]} />
      </select>,
    );
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([['', 'Every site'], ['BART', 'BART'], ['NYCT', 'New York']]);
  });

  it('labelled rows head each row with its label', () => {
    render(
      <table>
        <LabelledRows rows={[['Line', 'A'], ['Passes', 3]]} />
      </table>,
    );
    expect(screen.getByRole('rowheader', { name: 'Passes' }).nextElementSibling).toHaveTextContent('3');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('a field labels its control and announces its error under the ids the control points at', () => {
    render(
      <Field id="shift" label="Shift Number" hint="at most 3 digits" error="Shift Number is required">
        <input id="shift" aria-describedby={`${hintId('shift')} ${errorId('shift')}`} />
      </Field>,
    );
    const input = screen.getByLabelText('Shift Number');
    expect(input).toHaveAccessibleDescription('at most 3 digits Shift Number is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Shift Number is required');
  });

  it('an error notice is an alert, other tones are polite status messages', () => {
    const { rerender } = render(<Notice tone="error">Failed</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    rerender(<Notice>Saved</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('the confirm box offers REMOVE and CANCEL, REMOVE disabled while busy', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { rerender } = render(<ConfirmBox message="Delete Grind Info?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete Grind Info?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'REMOVE' }));
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ConfirmBox message="Delete Grind Info?" onConfirm={onConfirm} onCancel={onCancel} busy />);
    expect(screen.getByRole('button', { name: 'REMOVE' })).toBeDisabled();
  });

  it('a data table shows a captioned header row and one row per item', () => {
    render(
      <DataTable
        caption="Grinds"
        columns={[{ header: 'Line', cell: (r: { line: string }) => r.line }]}
        rows={[{ line: 'Yellow' }, { line: 'Red' }]}
        rowKey={(r) => r.line}
      />,
    );
    expect(screen.getByRole('table', { name: 'Grinds' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Line' })).toBeInTheDocument();
    // The sideways-scrolling wrapper can be reached by keyboard (axe scrollable-region-focusable).
    expect(screen.getByRole('region', { name: 'Grinds' })).toHaveAttribute('tabindex', '0');
  });

  it('a data table without rows says so across its columns, and says nothing when not told what', () => {
    const columns = [{ header: 'Line', cell: (r: { line: string }) => r.line }, { header: 'Feet', cell: () => 0 }];
    const { rerender } = render(<DataTable caption="Grinds" columns={columns} rows={[]} rowKey={(r) => r.line} empty="No grind in these dates" />);
    expect(screen.getByRole('cell', { name: 'No grind in these dates' })).toHaveAttribute('colspan', '2');
    rerender(<DataTable caption="Grinds" columns={columns} rows={[{ line: 'A' }]} rowKey={(r) => r.line} empty="No grind in these dates" />);
    expect(screen.queryByText('No grind in these dates')).toBeNull();
    rerender(<DataTable caption="Grinds" columns={columns} rows={[]} rowKey={(r) => r.line} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('a note column also writes a filled cell as a line under its row, across the other columns, for a tablet', () => {
    render(
      <DataTable
        caption="Segments"
        columns={[
          { header: 'From', cell: (r: { from: number; comments: string }) => r.from },
          { header: 'To', cell: (r) => r.from + 1 },
          { header: 'Comments', cell: (r) => r.comments, note: true },
        ]}
        rows={[{ from: 1, comments: 'Rail burn' }, { from: 2, comments: '  ' }]}
        rowKey={(r) => String(r.from)}
      />,
    );
    // Header, two segments and one note: a blank comment writes no line.
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const note = screen.getByRole('cell', { name: 'Comments: Rail burn' });
    expect(note).toHaveAttribute('colspan', '2');
    expect(note.closest('tr')).toHaveClass('gl-ui-row-note');
    // The column's header and cells carry the class the tablet's CSS hides them by.
    expect(screen.getByRole('columnheader', { name: 'Comments' })).toHaveClass('gl-ui-col-note');
    expect(screen.getByRole('cell', { name: 'Rail burn' })).toHaveClass('gl-ui-col-note');
  });

  it("a 'stack' data table keeps explicit table roles (CSS cards drop the implicit ones) and names each cell by its column", () => {
    render(
      <DataTable
        layout="stack"
        caption="People"
        columns={[
          { header: 'Name', cell: (r: { name: string }) => r.name },
          { header: 'Actions', cell: () => <button type="button">Disable</button> },
        ]}
        rows={[{ name: 'Sam' }]}
        rowKey={(r) => r.name}
      />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('role', 'table');
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => [c.getAttribute('role'), c.getAttribute('data-label')])).toEqual([
      ['cell', 'Name'],
      ['cell', 'Actions'],
    ]);
    expect(screen.getAllByRole('row').every((r) => r.getAttribute('role') === 'row')).toBe(true);
    expect(screen.getByRole('region', { name: 'People' })).not.toHaveAttribute('tabindex');
  });
});
