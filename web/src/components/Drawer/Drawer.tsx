/**
 * A side panel over the page (the mobile menu, the listing's filters on small screens), on the
 * shared native-`<dialog>` behaviour (useModalDialog): the panel itself takes focus so its title is
 * read first, Tab stays inside, Escape, the close button and the backdrop close it, and focus goes
 * back to whatever opened it.
 */
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../Modal/useModalDialog';
import styles from './Drawer.module.scss';
import { Button } from '../Button/Button';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

export function Drawer({ open, onClose, title, side = 'left', children }: DrawerProps) {
  const titleId = useId();
  const dialogProps = useModalDialog(open, onClose, true);

  if (!open) return null;
  return createPortal(
    <dialog
      {...dialogProps}
      className={clsx(styles.drawer, side === 'right' && styles.right)}
      aria-labelledby={titleId}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button variant="icon" className={styles.close} onClick={onClose} aria-label={t`Close ${title}`}>
            ×
          </Button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
