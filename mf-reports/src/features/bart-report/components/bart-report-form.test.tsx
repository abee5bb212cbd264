import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestUser } from 'shell/kit/testing';
import { readDraft } from '../../../lib/form-kit/drafts';
import { mockApi } from '@grindline/ui/testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { BartReportForm } from './bart-report-form';
import { row, fillValidReport, beforeEachBartTest } from './bart-form-test-kit';

describe('BartReportForm: editing and drafts', () => {
  beforeEach(beforeEachBartTest);

  it('shows the schema message under each field on an empty submit', async () => {
    const fetch = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));

    for (const message of [
      'Name of Person in Charge is required.',
      'Date is required.',
      'Grinder Type is required.',
      'Stone Type is required.',
      'Start Grinding Time is required',
      'Quit Grinding Time is required',
      'Line is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(row(1).getByText('Begin MP is required.')).toBeInTheDocument();
    expect(row(1).getByText('End MP is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Person in Charge')).toHaveAccessibleDescription('Name of Person in Charge is required.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses mile points outside the chosen line's range, naming the range", async () => {
    const fetch = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await fillValidReport(user);
    await user.selectOptions(screen.getByLabelText('Line'), 'R');
    expect(row(1).getAllByText('Line R: MP 2.6 to 12.6')).toHaveLength(2);
    await user.clear(row(1).getByLabelText('Begin MP'));
    await user.type(row(1).getByLabelText('Begin MP'), '1');
    await user.clear(row(1).getByLabelText('End MP'));
    await user.type(row(1).getByLabelText('End MP'), '13');
    await user.click(screen.getByRole('button', { name: 'Submit Form' }));

    expect(await row(1).findByText('Begin MP must be greater than 2.6')).toBeInTheDocument();
    expect(row(1).getByText('End MP must be less than 12.6')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('updates the row length live from the mile points', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await user.type(row(1).getByLabelText('Begin MP'), '1.00');
    expect(row(1).getByLabelText('Length (feet)')).toHaveValue('');
    await user.type(row(1).getByLabelText('End MP'), '1.50');
    expect(row(1).getByLabelText('Length (feet)')).toHaveValue('2640');
  });

  it('computes the available track time across midnight', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await user.type(screen.getByLabelText('Start Grinding Time'), '23:30');
    await user.type(screen.getByLabelText('Quit Grinding Time'), '04:15');
    expect(screen.getByLabelText('Available Track Time')).toHaveValue('04:45');
  });

  it('adds rows complete in direction 1 and removes one only after REMOVE', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BartReportForm />);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(row(2).getByLabelText('Complete/Incomplete')).toHaveValue('complete');
    expect(row(2).getByLabelText('Track Direction')).toHaveValue('1');

    await user.click(row(2).getByRole('button', { name: 'Remove row' }));
    await user.click(row(2).getByRole('button', { name: 'CANCEL' }));
    expect(screen.getByRole('group', { name: 'Grind row 2' })).toBeInTheDocument();
    await user.click(row(2).getByRole('button', { name: 'Remove row' }));
    await user.click(row(2).getByRole('button', { name: 'REMOVE' }));
    expect(screen.queryByRole('group', { name: 'Grind row 2' })).not.toBeInTheDocument();
  });

  it('discards a restored draft on Discard draft, emptying the form', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BartReportForm />);
    await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
    await waitFor(async () => expect(await readDraft('bartadmin:bart')).not.toBeNull());
    first.unmount();
    renderWithProviders(<BartReportForm />);
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByLabelText('Person in Charge')).toHaveValue(''));
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  it('restores the draft after a remount, per user', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BartReportForm />);
    await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
    await user.type(row(1).getByLabelText('Begin MP'), '1.25');
    await waitFor(async () => expect((await readDraft('bartadmin:bart'))?.values).toMatchObject({ rows: [{ segmentFrom: '1.25' }] }));
    first.unmount();

    renderWithProviders(<BartReportForm />);
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('Dana Ortiz');
    expect(row(1).getByLabelText('Begin MP')).toHaveValue('1.25');
  });

  it("does not show another user's draft", async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<BartReportForm />);
    await user.type(screen.getByLabelText('Person in Charge'), 'Dana Ortiz');
    await waitFor(async () => expect(await readDraft('bartadmin:bart')).not.toBeNull());
    first.unmount();

    act(() => setTestUser('admin'));
    renderWithProviders(<BartReportForm />);
    await waitFor(async () => expect(await readDraft('admin:bart')).toBeNull());
    expect(screen.getByLabelText('Person in Charge')).toHaveValue('');
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });
});
