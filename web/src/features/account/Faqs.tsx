import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Faq } from './data/faqs';
import { AccountSubheading } from './AccountPanel';
import styles from './Faqs.module.scss';

/** A list of questions and answers, under the heading FAQs. */
export function Faqs({ items, heading = t`FAQs` }: { items: Faq[]; heading?: string }) {
  return (
    <section className={styles.faqs}>
      <AccountSubheading>{heading}</AccountSubheading>
      {items.map((faq) => (
        <div key={faq.question.id} className={styles.faq}>
          <h3 className={styles.question}>{i18n._(faq.question)}</h3>
          <p className={styles.answer}>{i18n._(faq.answer)}</p>
        </div>
      ))}
    </section>
  );
}
