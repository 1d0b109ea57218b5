import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Product, ProductContent } from '../../lib/api';
import { SPECS_PREVIEW } from './data/detailContent';
import styles from './DetailPanel.module.scss';
import { DetailBlock } from './DetailSection';
import { ExpandButton } from '../../components/ExpandButton';

type Specification = NonNullable<Product['specifications']>[number];

/** The product's specifications, or, for products without any (hosted data), what is known. */
export function specificationsOf(product: Product): Specification[] {
  if (product.specifications?.length) return product.specifications;
  const content: ProductContent = product.content;
  return [
    { name: t`Model Name`, value: content.title.replace(/\.\.\.$/, '') },
    { name: t`Colour`, value: content.clrTitle },
    ...(product.brand ? [{ name: t`Brand`, value: product.brand }] : []),
  ].filter((spec) => spec.value);
}

/** Specifications: the first rows, and Read More for the rest. */
export function SpecificationsSection({ product }: { product: Product }) {
  const [expanded, setExpanded] = useState(false);
  const specs = specificationsOf(product);
  const shown = expanded ? specs : specs.slice(0, SPECS_PREVIEW);
  return (
    <DetailBlock title={t`Specifications`}>
      <table className={styles.specs}>
        <tbody>
          {shown.map((spec) => (
            <tr key={spec.name}>
              <th scope="row">{spec.name}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {specs.length > SPECS_PREVIEW && (
        <ExpandButton className={styles.linkButton} expanded={expanded} onExpandedChange={setExpanded}>
          {expanded ? t`Read Less` : t`Read More`}
        </ExpandButton>
      )}
    </DetailBlock>
  );
}
