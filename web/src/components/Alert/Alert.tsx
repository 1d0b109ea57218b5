/**
 * The one way the shop says what happened: a failure (role="alert", announced at once), a success
 * or a note (role="status"), or that something is loading (a turning ring and 'Loading'). A form
 * keeps its status rendered while it has nothing to say, so that each new message is announced in
 * a live region that already exists (a region that appears with its text is often not read).
 */
import { t } from '@lingui/core/macro';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './Alert.module.scss';
import { Button } from '../Button/Button';

export type AlertTone = 'failure' | 'success' | 'note' | 'loading';

interface AlertProps {
  tone: AlertTone;
  /** What happened. Nothing leaves an empty live region (a form's status between messages). */
  children?: ReactNode;
  /** One button after the message: 'Try again', 'Dismiss'. */
  action?: { label: string; onClick: () => void };
  className?: string;
}

export function Alert({ tone, children, action, className }: AlertProps) {
  const role = tone === 'failure' ? 'alert' : 'status';
  if (tone === 'loading') {
    return (
      <div role={role} className={clsx(styles.loading, className)}>
        <span className={styles.ring} aria-hidden="true" />
        {children ?? t`Loading`}
      </div>
    );
  }
  const empty = children === undefined || children === null || children === '' || children === false;
  return (
    <div role={role} className={clsx(styles.alert, !empty && styles[tone], className)}>
      {!empty && <span>{children}</span>}
      {!empty && action && (
        <Button variant="text" className={styles.action} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
