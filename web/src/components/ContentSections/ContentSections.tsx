import { contentText, contentTextKey, type ContentSection, type ContentText } from './contentSection';
import styles from './ContentSections.module.scss';

interface ContentSectionsProps {
  sections: readonly ContentSection<ContentText>[];
  /** The level of each section heading, one below the page's own title. */
  headingLevel?: 2 | 3;
}

/** Titled sections of text, each a labelled region so it can be found and linked by its id. */
export function ContentSections({ sections, headingLevel = 2 }: ContentSectionsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <Heading id={`${section.id}-heading`} className={styles.heading}>
            {contentText(section.heading)}
          </Heading>
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
        </section>
      ))}
    </>
  );
}
