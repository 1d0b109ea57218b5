/**
 * ADD TO CARD and BUY NOW. Without a stored token the shopper goes to /login (the spec's rule);
 * otherwise the product is added through the cart endpoint (which refreshes the cart badge) and the
 * cart opens, without reloading the page. A failure is shown instead of swallowed.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { Product } from '../../lib/api';
import { useAddToCartMutation } from '../../lib/api/cartApi';
import type { ApiFailure } from '../../lib/api/shopApi';
import { getToken } from '../../lib/session';
import styles from './PurchaseButtons.module.scss';

function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'msg' in error && 'status' in error;
}

export function PurchaseButtons({ product }: { product: Product }) {
  const navigate = useNavigate();
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const [problem, setProblem] = useState('');

  const addThenShowCart = async () => {
    if (!getToken()) {
      navigate(paths.login);
      return;
    }
    setProblem('');
    try {
      await addToCart(product).unwrap();
      navigate(paths.cart);
    } catch (error) {
      if (isApiFailure(error) && error.status === 401) navigate(paths.login);
      else setProblem(isApiFailure(error) ? error.msg : 'Could not add to the cart.');
    }
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.buttons}>
        <button type="button" className={styles.addToCart} onClick={() => void addThenShowCart()} disabled={isLoading}>
          ADD TO CARD
        </button>
        <button type="button" className={styles.buyNow} onClick={() => void addThenShowCart()} disabled={isLoading}>
          BUY NOW
        </button>
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
