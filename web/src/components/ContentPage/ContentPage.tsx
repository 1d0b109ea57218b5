import type { ReactNode } from 'react';
import { PageTitle } from '../PageTitle';
import styles from './ContentPage.module.scss';

interface ContentPageProps {
  /** Left out when the content brings its own title (e.g. the Terms of Use). */
  title?: string;
  /** Shown under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of a text page: a white sheet with the page title. */
export function ContentPage({ title, intro, children }: ContentPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.sheet}>
        {title && <PageTitle>{title}</PageTitle>}
        {title && <h1 className={styles.title}>{title}</h1>}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}
