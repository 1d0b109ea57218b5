import type { ReactNode } from 'react';
import { TitledSection } from '../TitledSection/TitledSection';
import { contentText, contentTextKey, type ContentSection, type ContentText } from './contentSection';
import styles from './ContentSections.module.scss';

interface ContentSectionsProps {
  sections: readonly ContentSection<ContentText>[];
  /** The level of each section heading, one below the page's own title. */
  headingLevel?: 2 | 3;
}

/** A titled section of a content page: its heading one level below the page's title, then `children`. */
export function ContentSection({
  title,
  headingLevel,
  id,
  children,
}: {
  title: string;
  headingLevel?: 2 | 3;
  id?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      level={headingLevel}
      className={styles.section}
      titleClassName={styles.heading}
      title={title}
    >
      {children}
    </TitledSection>
  );
}

/** Titled sections of text, each a labelled region so it can be found and linked by its id. */
export function ContentSections({ sections, headingLevel = 2 }: ContentSectionsProps) {
  return (
    <>
      {sections.map((section) => (
        <ContentSection
          key={section.id}
          id={section.id}
          headingLevel={headingLevel}
          title={contentText(section.heading)}
        >
          {section.paragraphs.map((paragraph) => (
            <p key={contentTextKey(paragraph)} className={styles.paragraph}>
              {contentText(paragraph)}
            </p>
          ))}
          {section.list && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={contentTextKey(item)}>{contentText(item)}</li>
              ))}
            </ul>
          )}
        </ContentSection>
      ))}
    </>
  );
}
