import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';

type DrawModal = (open: boolean, close: () => void) => ReactNode;

/** A button that opens a modal (a Dialog, a Drawer), and the modal `children` draws: open or not, and how it closes. */
export function ModalOpener({ label, children }: { label: string; children: DrawModal }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {children(open, () => setOpen(false))}
    </>
  );
}

/**
 * Renders a ModalOpener labelled `label` for the modal `draw` draws, and presses it: the user, the
 * button that opened the modal (where focus returns) and the modal's dialog.
 */
export async function openModal(label: string, draw: DrawModal) {
  const user = userEvent.setup();
  render(<ModalOpener label={label}>{draw}</ModalOpener>);
  const opener = screen.getByRole('button', { name: label });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}
