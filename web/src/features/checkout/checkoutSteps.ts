import { t } from '@lingui/core/macro';
import { paths } from '../../lib/paths';

export type CheckoutStep = 'address' | 'summary' | 'payment';

/** Flipkart's three checkout steps, each a URL of its own. */
export function checkoutSteps(): { step: CheckoutStep; label: string; href: string }[] {
  return [
    { step: 'address', label: t`Delivery address`, href: paths.checkout.address },
    { step: 'summary', label: t`Order summary`, href: paths.checkout.summary },
    { step: 'payment', label: t`Payment`, href: paths.checkout.payment },
  ];
}
