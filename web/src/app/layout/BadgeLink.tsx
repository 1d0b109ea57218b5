import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import styles from './Header.module.scss';

interface BadgeLinkProps {
  to: string;
  className?: string;
  /** The link's whole name, the badge's number included: the badge itself is hidden from screen readers. */
  label: string;
  icon: { path: string; size: number };
  badge: ReactNode;
  /** Shown after the icon (e.g. the word Cart). */
  children?: ReactNode;
}

/** A top bar link drawn as an icon with a number badge on its corner (Cart, Notifications). */
export function BadgeLink({ to, className, label, icon, badge, children }: BadgeLinkProps) {
  return (
    <Link to={to} className={className} aria-label={label}>
      <span className={styles.iconWithBadge}>
        <Icon {...icon} />
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      </span>
      {children}
    </Link>
  );
}
