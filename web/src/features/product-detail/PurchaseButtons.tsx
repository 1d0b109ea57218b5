/**
 * ADD TO CARD and BUY NOW. A visitor (nobody signed in) goes to /login, which returns here, and
 * the product is then added as they asked (addAfterSignIn); otherwise the product is added (sent at once, or queued on the device while offline, see
 * entities/cart/outbox) and the cart opens, without reloading the page. A refusal is shown, not swallowed.
 */
import { serverMessage } from '../../lib/i18n/serverMessages';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';
import type { Product } from '../../lib/api';
import { changeCart } from '../../entities/cart/outbox/changeCart';
import { useIsSignedIn } from '../../entities/session/useSession';
import { Alert } from '../../components/Alert/Alert';
import styles from './PurchaseButtons.module.scss';
import { Button } from '../../components/Button/Button';
import { addAfterSignIn, takeWaitingAdd } from './addAfterSignIn';

export function PurchaseButtons({ product }: { product: Product }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useIsSignedIn();
  const [isLoading, setLoading] = useState(false);
  const [problem, setProblem] = useState('');

  const signIn = () => {
    addAfterSignIn(product._id);
    void navigate(paths.loginReturningTo(paths.productDetail(product._id)));
  };

  const addThenShowCart = async () => {
    if (!signedIn) {
      signIn();
      return;
    }
    setProblem('');
    setLoading(true);
    const outcome = await dispatch(changeCart({ kind: 'add', product }));
    setLoading(false);
    if (outcome.result !== 'refused') void navigate(paths.cart);
    else if (outcome.status === 401) signIn();
    else setProblem(serverMessage(outcome.msg) || t`Could not add to the cart.`);
  };

  // Back from signing in: finish the add the shopper started (runs after hydration, never on the server).
  useEffect(() => {
    if (signedIn && takeWaitingAdd(product._id)) void addThenShowCart();
    // Once per product shown and sign-in: addThenShowCart is this render's closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, product._id]);

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
