/**
 * A product image in a box of fixed size, so an image that arrives late (or never: the hosted
 * API's images live on a remote CDN) shifts nothing. Our server's pictures come at the size shown
 * (srcset, lib/imageSizes). A missing or broken image shows a neutral placeholder with the same
 * accessible name.
 */
import { clsx } from 'clsx';
import { useState } from 'react';
import { config } from '../../lib/config';
import { productImageSources } from '../../lib/imageSizes';
import styles from './ProductImage.module.scss';
import { Icon } from '../Icon';

/**
 * How soon the image loads: 'lazy' below the first screen, 'eager' on it, 'high' for the one image
 * most likely to be the largest paint (fetched first).
 */
export type ImagePriority = 'lazy' | 'eager' | 'high';

const ourOrigins = [globalThis.location?.origin, config.apiBaseUrl && new URL(config.apiBaseUrl).origin].filter(
  (o): o is string => !!o,
);

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** Box edge in pixels (the box is square). */
  size: number;
  priority?: ImagePriority;
  className?: string;
}

export function ProductImage({ src, alt, size, priority = 'lazy', className = '' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const broken = !src || failedSrc === src;
  const sources = src ? productImageSources(src, size, ourOrigins) : undefined;
  return (
    <span className={clsx(styles.box, className)} style={{ width: size, height: size }}>
      {broken ? (
        <span className={styles.placeholder} role="img" aria-label={alt}>
          <Icon path="M4 5h16v14H4zm2 2v8l4-4 3 3 2-2 3 3V7zm9 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3" size="40%" />
        </span>
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          {...sources}
          width={size}
          height={size}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'high' ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
