/**
 * A modal dialog for every screen, on the shared native-`<dialog>` behaviour (useModalDialog):
 * labelled by its title, focus starts on its first field (or button) after the close button, Tab
 * stays inside, Escape, the close button and the backdrop close it, and focus goes back to whatever
 * opened it. Rendered into document.body so it never lands inside a parent form.
 */
import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../Modal/useModalDialog';
import styles from './Dialog.module.scss';
import { Button } from '../Button/Button';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ open, title, onClose, children }: DialogProps) {
  const titleId = useId();
  const dialogProps = useModalDialog(open, onClose);

  if (!open) return null;
  return createPortal(
    <dialog {...dialogProps} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <Button variant="icon" className={styles.close} aria-label={t`Close`} onClick={onClose}>
          ×
        </Button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
