/**
 * A product image in a box of fixed size, so an image that arrives late (or never: the hosted
 * API's images live on a remote CDN) shifts nothing. A missing or broken image shows a neutral
 * placeholder with the same accessible name.
 */
import { useState } from 'react';
import styles from './ProductImage.module.scss';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** Box edge in pixels (the box is square). */
  size: number;
  eager?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, size, eager = false, className = '' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const broken = !src || failedSrc === src;
  return (
    <span className={`${styles.box} ${className}`} style={{ width: size, height: size }}>
      {broken ? (
        <span className={styles.placeholder} role="img" aria-label={alt}>
          <svg viewBox="0 0 24 24" width="40%" height="40%" aria-hidden="true">
            <path fill="currentColor" d="M4 5h16v14H4zm2 2v8l4-4 3 3 2-2 3 3V7zm9 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3" />
          </svg>
        </span>
      ) : (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
