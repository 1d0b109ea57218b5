/**
 * What a control or a screen that needs JavaScript says where script does not run (an old phone, a
 * proxy browser, a script that failed to load): a `<noscript>` note, drawn only then. React leaves
 * `<noscript>` alone in the browser, so only the server's HTML (and index.html's frame) carries it.
 */
import type { ReactNode } from 'react';
import styles from './ScriptNeeded.module.scss';

export function ScriptNeeded({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <span className={styles.note}>{children}</span>
    </noscript>
  );
}
