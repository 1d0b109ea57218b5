/**
 * Every carousel of the shop: react-slick with one of the spec's presets. react-slick is loaded on
 * demand; until it arrives the first slides show in a plain row of the same geometry, so nothing
 * jumps when the slider takes over.
 */
import { Children, lazy, Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { COMPACT_QUERY, toSlickSettings, type CarouselOptions } from './carouselSettings';
import styles from './Carousel.module.scss';

const SlickSlider = lazy(() => import('./SlickSlider'));

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. 'Best Of Electronics'. */
  label: string;
  options: CarouselOptions;
  children: ReactNode;
  className?: string;
}

export function Carousel({ label, options, children, className = '' }: CarouselProps) {
  const slides = Children.toArray(children);
  const isCompact = useMediaQuery(COMPACT_QUERY);
  const region = useRef<HTMLDivElement>(null);
  // Slick hides the slides out of view (and its loop clones) with aria-hidden but leaves their links
  // in the Tab order; `inert` takes them out, so keyboard users only meet what they can see.
  const syncInert = () => {
    region.current?.querySelectorAll('.slick-slide').forEach((slide) => {
      slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
    });
  };
  const { desktop, compact } = options.slidesToShow;
  const geometry = { '--per-row-desktop': desktop, '--per-row-compact': compact } as CSSProperties;
  return (
    <div ref={region} className={`${styles.carousel} ${className}`} role="region" aria-roledescription="carousel" aria-label={label} style={geometry}>
      <Suspense
        fallback={
          <div className={styles.fallback}>
            {slides.slice(0, desktop).map((slide, i) => (
              <div className={styles.fallbackSlide} key={i}>
                {slide}
              </div>
            ))}
          </div>
        }
      >
        {/* A new key when the count in view changes: slick does not re-lay out its track otherwise. */}
        <SlickSlider
          key={isCompact ? 'compact' : 'desktop'}
          {...toSlickSettings(options, slides.length, isCompact)}
          onInit={syncInert}
          onReInit={syncInert}
        >
          {slides}
        </SlickSlider>
      </Suspense>
    </div>
  );
}
