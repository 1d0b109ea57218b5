/**
 * The left column's media: a vertical strip of up to 7 thumbnails (the product's images and one
 * video) that moves in 65px steps with up/down buttons, and the large view, which shows whatever
 * thumbnail is hovered (or focused, or tapped).
 */
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { ProductImage } from '../../components/ProductImage/ProductImage';
import type { Product } from '../../lib/api';
import { productVideo } from './data/detailContent';
import styles from './MediaGallery.module.scss';
import { Button } from '../../components/Button/Button';

export const THUMBNAIL_STEP = 65;
export const MAX_THUMBNAILS = 7;

type Media = { kind: 'image'; src: string } | { kind: 'video'; src: string; thumbnail: string };

export function productMedia(product: Product): Media[] {
  const images = product.images?.length ? product.images : [product.url];
  return [
    ...images.slice(0, MAX_THUMBNAILS - 1).map((src): Media => ({ kind: 'image', src })),
    { kind: 'video', src: productVideo.src, thumbnail: productVideo.thumbnail },
  ];
}

export function MediaGallery({ product }: { product: Product }) {
  const media = productMedia(product);
  const [shown, setShown] = useState(0);
  const [step, setStep] = useState(0);
  const lastStep = media.length - 1;
  const current = media[Math.min(shown, lastStep)]!;
  const title = product.content.title;
  // An arrow of the thumbnail strip moves it to `next`, and is disabled where the strip ends.
  const stepTo = (next: number) => ({ disabled: next < 0 || next > lastStep, onClick: () => setStep(next) });

  return (
    <div className={styles.gallery}>
      <div className={styles.strip}>
        <Button variant="icon" className={styles.arrow} aria-label={t`Previous thumbnails`} {...stepTo(step - 1)}>
          ▲
        </Button>
        <div className={styles.viewport}>
          <ul
            className={styles.thumbs}
            style={{ transform: `translateY(-${step * THUMBNAIL_STEP}px)` }}
            data-testid="thumbnail-track"
          >
            {media.map((item, i) => (
              <li key={`${item.kind}-${i}`}>
                {/* A raw button: the thumbnail picture itself is the control. */}
                <button
                  type="button"
                  className={clsx(styles.thumb, i === shown && styles.selected)}
                  aria-pressed={i === shown}
                  aria-label={
                    item.kind === 'video' ? t`Show the product video` : t`Show image ${i + 1} of ${media.length - 1}`
                  }
                  onMouseEnter={() => setShown(i)}
                  onFocus={() => setShown(i)}
                  onClick={() => setShown(i)}
                >
                  {item.kind === 'video' ? (
                    <img src={item.thumbnail} alt="" width="52" height="52" />
                  ) : (
                    <ProductImage src={item.src} alt="" size={52} />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <Button variant="icon" className={styles.arrow} aria-label={t`Next thumbnails`} {...stepTo(step + 1)}>
          ▼
        </Button>
      </div>
      <div className={styles.main}>
        {current.kind === 'video' ? (
          <video
            className={styles.video}
            src={current.src}
            poster={current.thumbnail}
            controls
            muted
            loop
            autoPlay
            playsInline
            aria-label={t`Video of ${title}`}
          />
        ) : (
          <ProductImage src={current.src} alt={title} size={400} priority="high" />
        )}
      </div>
    </div>
  );
}
