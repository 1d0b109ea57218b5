import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import styles from './EmptyCart.module.scss';

/** The empty state ('Card is empty', in those exact words), with a way on from there. */
export function EmptyCart({ loggedIn }: { loggedIn: boolean }) {
  return (
    <section className={styles.empty}>
      <h2 className={styles.heading}>{t`Card is empty`}</h2>
      {loggedIn ? (
        <>
          <p>{t`Add items to it now.`}</p>
          <Link className={styles.button} to={paths.home}>
            {t`Shop now`}
          </Link>
        </>
      ) : (
        <>
          <p>{t`Login to see the items you added previously.`}</p>
          <Link className={styles.button} to={paths.login}>
            {t`Login`}
          </Link>
        </>
      )}
    </section>
  );
}
