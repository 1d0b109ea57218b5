/**
 * Every carousel of the shop: a row of slides in a CSS scroll-snap viewport, with as many slides
 * in view as its options set (from CSS at first paint, so nothing moves when the script runs),
 * Previous/Next, dots where asked, and autoplay. Only the slides in view and one on each side are rendered; the other
 * cells stay empty, holding their place in the row. Slides out of view are inert, so keyboard and
 * screen-reader users meet only what is shown.
 */
import { clsx } from 'clsx';
import { t } from '@lingui/core/macro';
import { Children, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { BELOW_DESKTOP } from '../../lib/breakpoints';
import type { CarouselOptions } from './carouselSettings';
import styles from './Carousel.module.scss';
import { useCarousel } from './useCarousel';
import { Button } from '../Button/Button';

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. 'Best Of Electronics'. */
  label: string;
  options: CarouselOptions;
  children: ReactNode;
  className?: string;
}

export function Carousel({ label, options, children, className = '' }: CarouselProps) {
  const slides = Children.toArray(children);
  const { desktop, compact } = options.slidesToShow;
  const perView = useMediaQuery(BELOW_DESKTOP) ? compact : desktop;
  const carousel = useCarousel(slides.length, perView, options);
  const { first } = carousel;
  const geometry = { '--per-view-desktop': desktop, '--per-view-compact': compact } as CSSProperties;
  const pages = Math.ceil(slides.length / perView);
  const dots = options.dots && pages > 1;

  return (
    <div
      className={clsx(styles.carousel, dots && styles.withDots, className)}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
      style={geometry}
      onMouseEnter={carousel.pause}
      onMouseLeave={carousel.resume}
      onFocus={carousel.pause}
      onBlur={carousel.resume}
    >
      <div
        ref={carousel.viewport}
        className={clsx(styles.viewport, options.swipe && styles.swipe)}
        onScroll={carousel.onScroll}
      >
        {slides.map((slide, i) => {
          const inView = i >= first && i < first + perView;
          const rendered = i >= first - 1 && i <= first + perView;
          return (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${i + 1} of ${slides.length}`}
              aria-hidden={!inView}
              inert={!inView}
            >
              {rendered ? slide : null}
            </div>
          );
        })}
      </div>
      {carousel.movable && (
        <>
          <Button
            variant="icon"
            className={clsx(styles.arrow, styles.previous)}
            aria-label={t`Previous`}
            onClick={carousel.previous}
            hidden={!options.infinite && first === 0}
          >
            ‹
          </Button>
          <Button
            variant="icon"
            className={clsx(styles.arrow, styles.next)}
            aria-label={t`Next`}
            onClick={carousel.next}
            hidden={!options.infinite && first + perView >= slides.length}
          >
            ›
          </Button>
        </>
      )}
      {dots && (
        <div className={styles.dots}>
          {Array.from({ length: pages }, (_, page) => (
            <Button
              variant="icon"
              key={page}
              className={styles.dot}
              aria-label={t`Show slide ${page * perView + 1}`}
              aria-current={first === page * perView ? 'true' : undefined}
              onClick={() => carousel.goTo(page * perView)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
