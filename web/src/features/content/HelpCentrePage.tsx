/**
 * /helpcentre: issue types and help topics on the left (each opens its answer here, via ?topic=),
 * and the sample orders: 5 first, then VIEW MORE shows the other 5 and goes away.
 */
import { PageHead } from '../../components/PageHead/PageHead';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatRupees } from '../../lib/money';
import { paths } from '../../lib/paths';
import { formatOrderDate } from '../../lib/i18n/format';
import { helpCentre, HELP_ITEMS_FIRST, helpTopics, issueTypes, sampleOrders, type HelpTopic } from './data/helpCentre';
import styles from './HelpCentrePage.module.scss';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { Button } from '../../components/Button/Button';
import { TitledSection } from '../../components/TitledSection/TitledSection';

function TopicLinks({ heading, topics, selected }: { heading: string; topics: HelpTopic[]; selected: string | null }) {
  return (
    <nav aria-label={heading} className={styles.group}>
      <h2 className={styles.groupHeading}>{heading}</h2>
      <ul className={styles.topics}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link
              to={{ pathname: paths.helpCentre, search: `?topic=${topic.id}` }}
              aria-current={topic.id === selected ? 'page' : undefined}
              className={topic.id === selected ? `${styles.topic} ${styles.selected}` : styles.topic}
            >
              {i18n._(topic.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function HelpCentrePage() {
  const [searchParams] = useSearchParams();
  const [showAll, setShowAll] = useState(false);
  const topicId = searchParams.get('topic');
  const topic = [...issueTypes, ...helpTopics].find((candidate) => candidate.id === topicId);
  const orders = showAll ? sampleOrders : sampleOrders.slice(0, HELP_ITEMS_FIRST);

  return (
    <div className={styles.page}>
      <PageHead title={i18n._(helpCentre.title)} />
      <VisuallyHidden as="h1">{i18n._(helpCentre.title)}</VisuallyHidden>
      <aside className={styles.side}>
        <TopicLinks heading={i18n._(helpCentre.typeOfIssue)} topics={issueTypes} selected={topic?.id ?? null} />
        <TopicLinks heading={i18n._(helpCentre.helpTopics)} topics={helpTopics} selected={topic?.id ?? null} />
      </aside>
      <div className={styles.main}>
        {topic && (
          <TitledSection className={styles.answer} titleClassName={styles.answerHeading} title={i18n._(topic.label)}>
            <p>{i18n._(topic.answer)}</p>
          </TitledSection>
        )}
        <TitledSection className={styles.orders} title={i18n._(helpCentre.question)}>
          <ul>
            {orders.map((order) => {
              const amount = formatRupees(order.amount);
              return (
                <li key={order.id}>
                  <Link className={styles.item} to={paths.sampleOrder('1')}>
                    <img src={order.image} alt="" width={48} height={48} />
                    <span className={styles.itemText}>
                      <span className={styles.itemTitle}>{t`Mobile Prepaid Recharge of ${amount}`}</span>
                      <span className={styles.itemDate}>{formatOrderDate(order.date)}</span>
                    </span>
                    <span className={styles.status}>
                      <span className={styles.dot} aria-hidden="true" />
                      {i18n._(order.status)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {!showAll && sampleOrders.length > HELP_ITEMS_FIRST && (
            <Button variant="outline" className={styles.viewMore} onClick={() => setShowAll(true)}>
              {i18n._(helpCentre.viewMore)}
            </Button>
          )}
        </TitledSection>
      </div>
    </div>
  );
}
