import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Legend } from './legend';

const entries = [{ label: 'Complete', colour: 'green' }, { label: 'Incomplete', colour: 'red' }];

/** A screen `width` px wide, as far as media queries go. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0), media: query })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('Legend', () => {
  it('starts folded on a portrait tablet (800 px) and opens with its disclosure button', async () => {
    screenWidth(800);
    render(<Legend entries={entries} attribution={['BART lines: © 2017 Uber Technologies (MIT), BART']} />);
    const button = screen.getByRole('button', { name: 'Show legend' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Complete')).not.toBeVisible();
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Hide legend' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Complete')).toBeVisible();
    expect(screen.getByText(/Geometry: BART lines/)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Legend' })).toContainElement(button);
  });

  it('starts open on a wide screen and folds', async () => {
    screenWidth(1280);
    render(<Legend entries={entries} attribution={[]} />);
    expect(screen.getByText('Incomplete')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Hide legend' }));
    expect(screen.queryByText('Incomplete')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Show legend' })).toHaveAttribute('aria-controls', expect.any(String));
  });
});
