import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { AccountPanel, EmptyState } from './AccountPanel';
import styles from './NotificationsPage.module.scss';
import { notificationsTexts } from './data/placeholderTexts';
import { buttonClass } from '../../components/Button/Button';

export default function NotificationsPage() {
  return (
    <AccountPanel title={notificationsTexts.title}>
      <p className={styles.notice}>{notificationsTexts.blocked}</p>
      <EmptyState message={notificationsTexts.empty}>
        <Link to={paths.communicationPreferences} className={buttonClass('outline')}>
          {notificationsTexts.preferences}
        </Link>
      </EmptyState>
    </AccountPanel>
  );
}
