import { t } from '@lingui/core/macro';

/**
 * The catalogue's discount ('13% off', as the API writes it) in the shopper's language. A discount
 * the API words otherwise is shown as it came: it is the seller's text, like the product's title.
 */
export function discountText(discount: string): string {
  const match = /^\s*(\d{1,3})\s*%\s*off\s*$/i.exec(discount);
  if (!match) return discount;
  const percent = match[1] ?? '';
  return t`${percent}% off`;
}
