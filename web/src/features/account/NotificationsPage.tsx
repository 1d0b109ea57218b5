import { i18n } from '@lingui/core';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AccountPanel, EmptyState } from './AccountPanel';
import styles from './NotificationsPage.module.scss';
import { notificationsTexts } from './data/placeholderTexts';
import { buttonClass } from '../../components/Button/Button';

export default function NotificationsPage() {
  return (
    <AccountPanel title={i18n._(notificationsTexts.title)}>
      <p className={styles.notice}>{i18n._(notificationsTexts.blocked)}</p>
      <EmptyState message={i18n._(notificationsTexts.empty)}>
        <Link to={paths.communicationPreferences} className={buttonClass('outline')}>
          {i18n._(notificationsTexts.preferences)}
        </Link>
      </EmptyState>
    </AccountPanel>
  );
}
