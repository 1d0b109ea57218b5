/**
 * ADD TO CARD and BUY NOW. A visitor (nobody signed in) goes to /login;
 * otherwise the product is added (sent at once, or queued on the device while offline, see
 * entities/cart/outbox) and the cart opens, without reloading the page. A refusal is shown, not swallowed.
 */
import { serverMessage } from '../../lib/i18n/serverMessages';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';
import type { Product } from '../../lib/api';
import { changeCart } from '../../entities/cart/outbox/changeCart';
import { useIsSignedIn } from '../../entities/session/useSession';
import { Alert } from '../../components/Alert/Alert';
import styles from './PurchaseButtons.module.scss';
import { Button } from '../../components/Button/Button';

export function PurchaseButtons({ product }: { product: Product }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useIsSignedIn();
  const [isLoading, setLoading] = useState(false);
  const [problem, setProblem] = useState('');

  const addThenShowCart = async () => {
    if (!signedIn) {
      void navigate(paths.login);
      return;
    }
    setProblem('');
    setLoading(true);
    const outcome = await dispatch(changeCart({ kind: 'add', product }));
    setLoading(false);
    if (outcome.result !== 'refused') void navigate(paths.cart);
    else if (outcome.status === 401) void navigate(paths.login);
    else setProblem(serverMessage(outcome.msg) || t`Could not add to the cart.`);
  };

  // Both buttons add the product and open the cart.
  const purchase = { onClick: () => void addThenShowCart(), disabled: isLoading };
  return (
    <div className={styles.wrap}>
      <div className={styles.buttons}>
        <Button variant="accent" className={styles.addToCart} {...purchase}>
          {t`ADD TO CARD`}
        </Button>
        <Button variant="accent" className={styles.buyNow} {...purchase}>
          {t`BUY NOW`}
        </Button>
      </div>
      {problem && <Alert tone="failure">{problem}</Alert>}
    </div>
  );
}
