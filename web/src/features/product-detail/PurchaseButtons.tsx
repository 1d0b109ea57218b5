/**
 * ADD TO CARD and BUY NOW. A visitor (nobody signed in) goes to /login, whose sign-in (or the sign-up
 * it links to) returns here, and the product is then added as they asked (entities/cart/addAfterSignIn:
 * only that sign-in finishes it); otherwise the product is added (sent at once, or queued on the
 * device while offline, see entities/cart/outbox) and the cart opens, without reloading the page. A
 * refusal is shown, not swallowed. Without JavaScript (or before it runs) the buttons submit a plain
 * form to that same /login?next=, the page as the server draws it for everyone, signed out: never a
 * button that does nothing.
 */
import { serverMessage } from '../../lib/i18n/serverMessages';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useAppDispatch } from '../../hooks/storeHooks';
import type { Product } from '../../lib/api';
import { changeCart } from '../../entities/cart/outbox/changeCart';
import { useIsSignedIn } from '../../entities/session/useSession';
import { Alert } from '../../components/Alert/Alert';
import styles from './PurchaseButtons.module.scss';
import { Button } from '../../components/Button/Button';
import { addAfterSignIn, takeWaitingAdd } from '../../entities/cart/addAfterSignIn';

export function PurchaseButtons({ product }: { product: Product }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useIsSignedIn();
  const [isLoading, setLoading] = useState(false);
  const [problem, setProblem] = useState('');

  const productPath = paths.productDetail(product._id);
  // The form's own address carries the router's language prefix, as a link's does.
  const signInHref = useHref(paths.login);

  const signIn = () => {
    addAfterSignIn(product._id);
    void navigate(paths.loginReturningTo(productPath));
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

  // Back from the sign-in ADD TO CARD asked for: finish the add (runs after hydration, never on the server).
  useEffect(() => {
    if (signedIn && takeWaitingAdd(product._id)) void addThenShowCart();
    // Once per product shown and sign-in: addThenShowCart is this render's closure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, product._id]);

  // Both buttons add the product and open the cart.
  const purchase = { type: 'submit', disabled: isLoading } as const;
  return (
    <div className={styles.wrap}>
      <form
        className={styles.buttons}
        method="get"
        action={signInHref}
        onSubmit={(event) => {
          event.preventDefault();
          void addThenShowCart();
        }}
      >
        {/* A GET form's action drops its query: the return path travels as a field. */}
        <input type="hidden" name="next" value={productPath} />
        <Button variant="accent" className={styles.addToCart} {...purchase}>
          {t`ADD TO CARD`}
        </Button>
        <Button variant="accent" className={styles.buyNow} {...purchase}>
          {t`BUY NOW`}
        </Button>
      </form>
      {problem && <Alert tone="failure">{problem}</Alert>}
    </div>
  );
}
