import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewSubmit, SUBMITTING_TEXT } from './review-submit';
import type { UseSubmitReportReturn } from './use-submit-report';

type Body = { line: string };

function submission(patch: Partial<UseSubmitReportReturn<Body, unknown>>): UseSubmitReportReturn<Body, unknown> {
  return { submit: jest.fn(async () => undefined), state: 'idle', dismissConflict: jest.fn(), reset: jest.fn(), ...patch };
}

function renderReview(s: UseSubmitReportReturn<Body, unknown>) {
  const onBack = jest.fn();
  const onDiscard = jest.fn();
  render(
    <ReviewSubmit request={{ line: 'C' }} submission={s} onBack={onBack} onDiscard={onDiscard}>
      <p>the review tables</p>
    </ReviewSubmit>,
  );
  return { onBack, onDiscard };
}

describe('ReviewSubmit', () => {
  it('files the reviewed report on Confirm and Submit, and goes back on Back to Edit', async () => {
    const s = submission({});
    const { onBack } = renderReview(s);
    expect(screen.getByText('the review tables')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and Submit' }));
    expect(s.submit).toHaveBeenCalledWith({ line: 'C' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Edit' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows only the waiting words while submitting (nothing to tap twice)', () => {
    renderReview(submission({ state: 'submitting' }));
    expect(screen.getByRole('status')).toHaveTextContent(SUBMITTING_TEXT);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a conflict with both versions, offers edit or discard, and no Confirm', async () => {
    const s = submission({ state: 'conflict', conflict: { mine: { line: 'C' }, theirs: { line: 'A' }, message: 'ERROR: shift ID already exists in db.' } });
    const { onBack, onDiscard } = renderReview(s);
    const table = screen.getByRole('table', { name: 'Your report and the report already filed' });
    expect(table).toHaveTextContent('C');
    expect(table).toHaveTextContent('A');
    expect(screen.queryByRole('button', { name: 'Confirm and Submit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit my report' }));
    expect(onBack).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard my report' }));
    expect(onDiscard).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(onDiscard).toHaveBeenCalled();
  });

  it("says 'Waiting for network.' and hides Confirm while the report is queued", () => {
    renderReview(submission({ state: 'queued' }));
    expect(screen.getByText('Waiting for network.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and Submit' })).not.toBeInTheDocument();
  });
});
