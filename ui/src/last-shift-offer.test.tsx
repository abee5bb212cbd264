import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LastShiftOffer } from './last-shift-offer';

describe('LastShiftOffer', () => {
  it('names the day in a sentence and shows it on a tap', async () => {
    const onShow = jest.fn();
    render(<LastShiftOffer day="2026-11-07" lead="The last shift before it was on" onShow={onShow} />);
    expect(screen.getByText('The last shift before it was on Sat, Nov 7, 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Sat, Nov 7, 2026' }));
    expect(onShow).toHaveBeenCalledWith('2026-11-07');
  });
});
