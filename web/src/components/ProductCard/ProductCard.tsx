/**
 * The product card of rails, listings and carousels: image in a fixed box, title cut to 20
 * characters (18 on the home page; see cutTitle), rating badge (when the product has a rating:
 * hosted products have none), prices and discount. `actions` is a slot beside the link for controls such as a wishlist heart, so other
 * features extend the card without touching it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../lib/api';
import { PriceLine } from '../PriceLine/PriceLine';
import { ProductImage, type ImagePriority } from '../ProductImage/ProductImage';
import { RatingBadge } from '../RatingBadge/RatingBadge';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cutTitle, type TitleCut } from './cutTitle';
import styles from './ProductCard.module.scss';

/** What a card draws of a product (a listing's server summary carries no more). */
export type CardProduct = Pick<Product, '_id' | 'url' | 'content' | 'rating' | 'ratingCount'>;

export interface ProductCardProps {
  product: CardProduct;
  /** Where the card leads (use `paths.*`). */
  to: string;
  /** 'home' cuts titles longer than 20 characters to 18. */
  titleCut?: TitleCut;
  imageSize?: number;
  /** 'eager' (or 'high') for cards on the first screen. */
  imagePriority?: ImagePriority;
  /** Controls shown over the card's corner, outside its link (e.g. a wishlist heart). */
  actions?: ReactNode;
  /** Extra lines under the price (e.g. the colour). */
  children?: ReactNode;
  /** The title's heading level: 3 under a rail's or carousel's heading, 2 right under a page's h1. */
  headingLevel?: 2 | 3;
}

export function ProductCard({
  product,
  to,
  titleCut = 'listing',
  imageSize = 150,
  imagePriority = 'lazy',
  actions,
  children,
  headingLevel = 3,
}: ProductCardProps) {
  const { title } = product.content;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = cutTitle(title, titleCut);
  return (
    <article className={styles.card}>
      <Link to={to} className={styles.link}>
        <ProductImage
          src={product.url}
          alt={title}
          size={imageSize}
          priority={imagePriority}
          className={styles.image}
        />
        <Heading className={styles.title} title={title}>
          {shown === title ? (
            title
          ) : (
            <>
              <span aria-hidden="true">{shown}</span>
              <VisuallyHidden>{title}</VisuallyHidden>
            </>
          )}
        </Heading>
        {product.rating !== undefined && <RatingBadge rating={product.rating} count={product.ratingCount} />}
        <PriceLine price={product.content.price} />
        {children}
      </Link>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
