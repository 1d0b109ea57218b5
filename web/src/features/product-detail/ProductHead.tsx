/**
 * A product page's head (components/PageHead): its title, a description with its rupee price and
 * offer, its picture for social previews, and the product with its offer as structured data
 * (lib/structuredData), priced as the page shows it.
 */
import { t } from '@lingui/core/macro';
import { PageHead } from '../../components/PageHead/PageHead';
import { discountText } from '../../components/PriceLine/discountText';
import { StructuredData } from '../../components/StructuredData/StructuredData';
import { useShopUrls } from '../../hooks/useShopUrls';
import type { Product } from '../../lib/api';
import { formatRupees, parseRupees } from '../../lib/money';
import { paths } from '../../lib/paths';
import { productData } from '../../lib/productStructuredData';

/** "Buy … at ₹14,993 (55% off) on Rupee Storefront.", or none when the price holds no number. */
function productDescription({ content: { title, price } }: Product): string | undefined {
  const amount = parseRupees(price.sell_price);
  if (amount <= 0) return undefined;
  const rupees = formatRupees(amount);
  const offer = price.discount ? discountText(price.discount) : '';
  return offer
    ? t`Buy ${title} at ${rupees} (${offer}) on Rupee Storefront.`
    : t`Buy ${title} at ${rupees} on Rupee Storefront.`;
}

export function ProductHead({ product }: { product: Product }) {
  const { urlOf, fileUrlOf } = useShopUrls();
  const pictures = (product.images?.length ? product.images : [product.url]).flatMap((href) => {
    const url = fileUrlOf(href);
    return url ? [url] : [];
  });
  return (
    <>
      <PageHead
        title={product.content.title}
        description={productDescription(product)}
        image={product.url}
        type="product"
      />
      <StructuredData data={productData(product, urlOf(paths.productDetail(product._id)), pictures)} />
    </>
  );
}
