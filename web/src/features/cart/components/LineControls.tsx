import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import styles from './CartLine.module.scss';

interface LineControlsProps {
  /** SAVE FOR LATER in the cart, MOVE TO CART among the saved. */
  moveLabel: string;
  onMove: () => void;
  removing: boolean;
  onRemove: () => void;
  /** Before the buttons: the cart line's quantity stepper. */
  children?: ReactNode;
}

/** The controls under a cart or saved line: `children`, a move to the other list, and REMOVE. */
export function LineControls({ moveLabel, onMove, removing, onRemove, children }: LineControlsProps) {
  return (
    <div className={styles.controls}>
      {children}
      <Button variant="text" className={styles.action} onClick={onMove}>
        {moveLabel}
      </Button>
      <Button variant="text" className={styles.action} onClick={onRemove} disabled={removing}>
        {removing ? t`REMOVING…` : t`REMOVE`}
      </Button>
    </div>
  );
}
