import { clsx } from 'clsx';
import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import type { MenuEntry } from './data/menus';
import styles from './MenuList.module.scss';

/** A column of menu links; an entry without a target shows as plain text. */
export function MenuList({ entries, onFollow }: { entries: MenuEntry[]; onFollow?: () => void }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.to ?? entry.label.id}>
          {entry.to ? (
            <Link className={styles.item} to={entry.to} onClick={onFollow}>
              {i18n._(entry.label)}
            </Link>
          ) : (
            <span className={clsx(styles.item, styles.inert)}>{i18n._(entry.label)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
