/**
 * The Terms of Use, shared by /pages/terms and the account area's /account/terms: the text lives
 * in ./termsOfUse; this renders it under a heading of the level the host page needs. The
 * Terms stay in English in every language (marked `lang="en"`), with a note in the shopper's
 * language saying so (docs/decisions/009-i18n-with-lingui.md).
 */
import { sourceLanguage } from '../../lib/i18n/languages';
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { ContentSections } from '../ContentSections/ContentSections';
import { termsOfUse } from './termsOfUse';
import styles from './TermsOfUse.module.scss';

interface TermsOfUseProps {
  /** 1 on a page of its own; 2 inside a page that already has its own title. */
  headingLevel?: 1 | 2;
}

export function TermsOfUse({ headingLevel = 1 }: TermsOfUseProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      {i18n.locale !== sourceLanguage && (
        <p className={styles.summary}>{t`The Terms of Use are available in English only.`}</p>
      )}
      <article className={styles.terms} aria-labelledby="terms-of-use-title" lang="en">
        <Title id="terms-of-use-title" className={styles.title}>
          {termsOfUse.title}
        </Title>
        <p className={styles.summary}>{termsOfUse.summary}</p>
        <ContentSections sections={termsOfUse.sections} headingLevel={headingLevel === 1 ? 2 : 3} />
      </article>
    </>
  );
}
