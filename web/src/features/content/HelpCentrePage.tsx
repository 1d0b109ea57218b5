/**
 * /helpcentre: issue types and help topics on the left (each opens its answer here, via ?topic=),
 * and the sample orders: 5 first, then VIEW MORE shows the other 5 and goes away.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { helpCentre, HELP_ITEMS_FIRST, helpTopics, issueTypes, sampleOrders, type HelpTopic } from './data/helpCentre';
import styles from './HelpCentrePage.module.scss';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';

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
              {topic.label}
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
      <VisuallyHidden as="h1">{helpCentre.title}</VisuallyHidden>
      <aside className={styles.side}>
        <TopicLinks heading={helpCentre.typeOfIssue} topics={issueTypes} selected={topic?.id ?? null} />
        <TopicLinks heading={helpCentre.helpTopics} topics={helpTopics} selected={topic?.id ?? null} />
      </aside>
      <div className={styles.main}>
        {topic && (
          <section className={styles.answer} aria-labelledby="help-answer-heading">
            <h2 id="help-answer-heading" className={styles.answerHeading}>
              {topic.label}
            </h2>
            <p>{topic.answer}</p>
          </section>
        )}
        <section className={styles.orders} aria-labelledby="help-orders-heading">
          <h2 id="help-orders-heading" className={styles.ordersHeading}>
            {helpCentre.question}
          </h2>
          <ul className={styles.items}>
            {orders.map((order) => (
              <li key={order.id}>
                <Link className={styles.item} to={paths.sampleOrder('1')}>
                  <img src={order.image} alt="" width={48} height={48} />
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>{order.title}</span>
                    <span className={styles.itemDate}>{order.date}</span>
                  </span>
                  <span className={styles.status}>
                    <span className={styles.dot} aria-hidden="true" />
                    {order.status}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {!showAll && sampleOrders.length > HELP_ITEMS_FIRST && (
            <button type="button" className={styles.viewMore} onClick={() => setShowAll(true)}>
              {helpCentre.viewMore}
            </button>
          )}
        </section>
      </div>
    </div>
  );
}
