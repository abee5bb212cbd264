import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Opener({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Info</button>
      {open && (
        <Modal title="Run information" onClose={() => setOpen(false)} busy={busy} footer={<button type="button">Done</button>}>
          <label htmlFor="note">Note</label>
          <input id="note" />
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved into it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    const dialog = screen.getByRole('dialog', { name: 'Run information' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Note')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('closes on Escape and on its close button, and gives focus back to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Info' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while busy', async () => {
    render(<Opener busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Run information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });
});
