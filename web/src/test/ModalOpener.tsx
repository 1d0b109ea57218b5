import { useState, type ReactNode } from 'react';

/** A button that opens a modal (a Dialog, a Drawer), and the modal `children` draws: open or not, and how it closes. */
export function ModalOpener({
  label,
  children,
}: {
  label: string;
  children: (open: boolean, close: () => void) => ReactNode;
}) {
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
