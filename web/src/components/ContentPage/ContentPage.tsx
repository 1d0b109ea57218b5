import type { ReactNode } from 'react';
import { PageHead } from '../PageHead/PageHead';
import styles from './ContentPage.module.scss';

interface ContentPageProps {
  /** Left out when the content brings its own title (e.g. the Terms of Use). */
  title?: string;
  /** Shown under the title; as text, also the page's description (components/PageHead). */
  intro?: ReactNode;
  /** Search engines should leave the page out (an address with no page behind it). */
  noindex?: boolean;
  children: ReactNode;
}

/** The frame of a text page: a white sheet with the page title (and the page's head, without one the content's own). */
export function ContentPage({ title, intro, noindex = false, children }: ContentPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.sheet}>
        {title && (
          <PageHead title={title} description={typeof intro === 'string' ? intro : undefined} noindex={noindex} />
        )}
        {title && <h1 className={styles.title}>{title}</h1>}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}
