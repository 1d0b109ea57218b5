/** /account/...: the account sidebar beside the chosen account page. */
import { Outlet } from 'react-router-dom';
import styles from './AccountLayout.module.scss';
import { AccountSidebar } from './AccountSidebar';

export default function AccountLayout() {
  return (
    <div className={styles.layout}>
      <AccountSidebar />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
