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
        <div key={faq.question} className={styles.faq}>
          <h3 className={styles.question}>{faq.question}</h3>
          <p className={styles.answer}>{faq.answer}</p>
        </div>
      ))}
    </section>
  );
}
