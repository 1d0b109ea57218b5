import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AccountPanel, EmptyState } from './AccountPanel';
import styles from './AccountPage.module.scss';
import { notificationsTexts } from './data/placeholderTexts';

export default function NotificationsPage() {
  return (
    <AccountPanel title={notificationsTexts.title}>
      <p className={styles.notice}>{notificationsTexts.blocked}</p>
      <EmptyState message={notificationsTexts.empty}>
        <Link to={paths.communicationPreferences} className={styles.outlineButton}>
          {notificationsTexts.preferences}
        </Link>
      </EmptyState>
    </AccountPanel>
  );
}
