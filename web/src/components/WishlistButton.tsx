/**
 * The heart on product cards and the product page: saves the product to the signed-in shopper's
 * wishlist or removes it. A visitor who is not signed in is sent to /login. It may sit inside a
 * card's link, so a click never follows that link.
 */
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useWishlist, type WishlistItem } from '../entities/wishlist';
import styles from './WishlistButton.module.scss';
import { Button } from './Button/Button';

interface WishlistButtonProps {
  product: WishlistItem;
  className?: string;
}

export function WishlistButton({ product, className }: WishlistButtonProps) {
  const navigate = useNavigate();
  const { signedIn, isSaved, toggle } = useWishlist();
  const saved = isSaved(product._id);

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (!signedIn) {
      void navigate(paths.login);
      return;
    }
    toggle(product);
  }

  return (
    <Button
      variant="icon"
      className={clsx(styles.heart, saved && styles.saved, className)}
      aria-pressed={saved}
      aria-label={saved ? t`Remove from wishlist` : t`Add to wishlist`}
      title={saved ? t`Remove from wishlist` : t`Add to wishlist`}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 4.2 2.4h2c.6-1.2 2.1-2.4 4.2-2.4 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </Button>
  );
}
