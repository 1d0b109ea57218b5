/**
 * Where a carousel stands and how it moves: the first slide in view, Previous/Next by a whole view,
 * autoplay every `autoplayMs` (paused while hovered or focused), and swipes. Moving scrolls the
 * viewport element (a slide is the viewport's width over the count in view, as the CSS lays it out)
 * and the scroll position decides the first slide, so while a move glides the slides passing by are
 * rendered. Where nothing can scroll (no layout yet, tests) the first slide is set directly.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { nextFirst, type CarouselOptions } from './carouselSettings';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useCarousel(count: number, perView: number, options: CarouselOptions) {
  const viewport = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState(0);
  const [paused, setPaused] = useState(false);
  const shown = Math.min(first, Math.max(0, count - perView));

  /** Scrolls to slide `index`; false when the viewport cannot scroll (not laid out). */
  const scrollTo = useCallback(
    (index: number, smooth: boolean) => {
      const element = viewport.current;
      if (!element || typeof element.scrollTo !== 'function' || element.clientWidth === 0) return false;
      element.scrollTo({
        left: (index * element.clientWidth) / perView,
        behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant',
      });
      return true;
    },
    [perView],
  );

  const goTo = useCallback(
    (wanted: number) => {
      const next = nextFirst(shown, wanted, count, perView, options.infinite);
      if (!scrollTo(next, true)) setFirst(next);
    },
    [shown, count, perView, options.infinite, scrollTo],
  );

  // A new count in view (the window crossed the breakpoint, or a phone hydrates the server's
  // desktop count) keeps the same first slide in place. Not on mount, nor while the first slide is
  // the first: the row is already there, and measuring it would force a layout per carousel (on a
  // phone, in the task that makes the hydrated page live; decision 025).
  const laidOutFor = useRef(perView);
  useLayoutEffect(() => {
    if (laidOutFor.current === perView) return;
    laidOutFor.current = perView;
    if (shown > 0) scrollTo(shown, false);
  }, [perView]); // eslint-disable-line react-hooks/exhaustive-deps

  // The slide nearest the viewport's left edge is the first in view (a swipe ends on a snap point).
  const onScroll = useCallback(() => {
    const element = viewport.current;
    if (!element || element.clientWidth === 0) return;
    setFirst(Math.round((element.scrollLeft * perView) / element.clientWidth));
  }, [perView]);

  const movable = count > perView;
  useEffect(() => {
    if (!movable || paused) return undefined;
    const timer = window.setTimeout(() => goTo(shown + perView), options.autoplayMs);
    return () => window.clearTimeout(timer);
  }, [movable, paused, shown, perView, options.autoplayMs, goTo]);

  return {
    viewport,
    first: shown,
    movable,
    previous: () => goTo(shown - perView),
    next: () => goTo(shown + perView),
    goTo,
    onScroll,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
  };
}
