/**
 * The one modal behaviour behind Dialog and Drawer, built on the native `<dialog>` element:
 * `showModal()` puts it in the top layer and makes the rest of the page inert. On top of that the
 * hook moves focus in on open (to the first control after the close button, or to the dialog itself
 * when `focusDialog`), keeps Tab wrapping inside, closes on Escape, on the browser's own close
 * request and on a press on the backdrop, and gives focus back to whatever opened it.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  const controls = focusableIn(dialog);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function useModalDialog(open: boolean, onClose: () => void, focusDialog = false) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const [closeButton, firstControl] = focusableIn(dialog);
    ((focusDialog ? null : (firstControl ?? closeButton)) ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open, focusDialog]);

  return {
    ref,
    'aria-modal': true,
    tabIndex: -1,
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      } else if (event.key === 'Tab') {
        keepTabInside(event);
      }
    },
    // A close request without a key (a phone's Back gesture): the page, not the browser, closes it.
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      onClose();
    },
    // The dialog's box is filled by its panel, so a press that lands on the dialog itself is on the backdrop.
    onMouseDown(event: MouseEvent<HTMLDialogElement>) {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
