import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import { carouselPresets, type CarouselOptions } from './carouselSettings';
import { linkTexts } from '../../test/linkTexts';

const slidesOf = (region: HTMLElement) => within(region).getAllByRole('group', { hidden: true });
const inView = (region: HTMLElement) => slidesOf(region).filter((slide) => !slide.hasAttribute('inert'));

function renderCarousel(options: CarouselOptions, count = 12) {
  render(
    <Carousel label="Best Of Electronics" options={options}>
      {Array.from({ length: count }, (_, i) => (
        <a key={i} href={`/p/${i}`}>
          Product {i + 1}
        </a>
      ))}
    </Carousel>,
  );
  return screen.getByRole('region', { name: 'Best Of Electronics' });
}

describe('Carousel', () => {
  it('shows five rail items at large widths, the rest out of the Tab order and out of the reading order', () => {
    const region = renderCarousel(carouselPresets.rail);
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slidesOf(region)).toHaveLength(12);
    expect(inView(region).map((slide) => slide.textContent)).toEqual([
      'Product 1',
      'Product 2',
      'Product 3',
      'Product 4',
      'Product 5',
    ]);
    for (const slide of slidesOf(region))
      expect(slide.getAttribute('aria-hidden')).toBe(String(slide.hasAttribute('inert')));
    expect(linkTexts(region)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5']);
  });

  it('renders only the slides in view and one on each side', async () => {
    const user = userEvent.setup();
    const region = renderCarousel(carouselPresets.rail);
    const rendered = () =>
      slidesOf(region)
        .filter((slide) => slide.childElementCount > 0)
        .map((slide) => slide.getAttribute('aria-label'));
    expect(rendered()).toEqual(['1 of 12', '2 of 12', '3 of 12', '4 of 12', '5 of 12', '6 of 12']);
    await user.click(within(region).getByRole('button', { name: 'Next' }));
    expect(rendered()).toEqual(['5 of 12', '6 of 12', '7 of 12', '8 of 12', '9 of 12', '10 of 12', '11 of 12']);
  });

  it('moves a whole view with Next and Previous, and loops round at either end', async () => {
    const user = userEvent.setup();
    const region = renderCarousel(carouselPresets.rail);
    const firstShown = () => inView(region)[0]?.textContent;
    const next = within(region).getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(firstShown()).toBe('Product 6');
    await user.click(next);
    expect(firstShown()).toBe('Product 8'); // the last full view
    await user.click(next);
    expect(firstShown()).toBe('Product 1');
    await user.click(within(region).getByRole('button', { name: 'Previous' }));
    expect(firstShown()).toBe('Product 8');
  });

  it('plays by itself at the preset pace, and holds still while the pointer is over it', () => {
    vi.useFakeTimers();
    try {
      const region = renderCarousel(carouselPresets.banner, 5);
      const firstShown = () => inView(region)[0]?.textContent;
      act(() => {
        vi.advanceTimersByTime(1_999);
      });
      expect(firstShown()).toBe('Product 1');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(firstShown()).toBe('Product 2');
      // A pointer arriving fires both, as a browser does (React derives mouseenter from mouseover).
      act(() => {
        region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        region.dispatchEvent(new MouseEvent('mouseenter'));
      });
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(firstShown()).toBe('Product 2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rails and detail carousels wait 15 s between moves', () => {
    vi.useFakeTimers();
    try {
      const region = renderCarousel(carouselPresets.detail);
      act(() => {
        vi.advanceTimersByTime(14_999);
      });
      expect(inView(region)[0]?.textContent).toBe('Product 1');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(inView(region)[0]?.textContent).toBe('Product 7');
    } finally {
      vi.useRealTimers();
    }
  });

  it('detail carousels: six in view, no dots, and no swiping (their viewport does not scroll by touch)', () => {
    const region = renderCarousel(carouselPresets.detail);
    expect(inView(region)).toHaveLength(6);
    expect(within(region).queryByRole('button', { name: /Show slide/ })).not.toBeInTheDocument();
    const viewport = slidesOf(region)[0]?.parentElement;
    expect(viewport?.className).toContain('viewport');
    expect(viewport?.className).not.toContain('swipe');
  });

  it('banner: dots that show their slide', async () => {
    const user = userEvent.setup();
    const region = renderCarousel(carouselPresets.banner, 5);
    const dots = within(region).getAllByRole('button', { name: /Show slide/ });
    expect(dots).toHaveLength(5);
    await user.click(dots[3]!);
    expect(inView(region).map((slide) => slide.textContent)).toEqual(['Product 4']);
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
  });

  it('does not move fewer slides than fit in view', () => {
    const region = renderCarousel(carouselPresets.detail, 4);
    expect(inView(region)).toHaveLength(4);
    expect(within(region).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('Carousel on tablets and phones', () => {
  // Kept only to put the property back, never called detached.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows the compact counts from the first render: two rail items, three detail items', () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('max-width: 1023px') });
    const rail = renderCarousel(carouselPresets.rail);
    expect(inView(rail)).toHaveLength(2);
  });

  it('does not measure itself when the count in view changes while it shows its first slide', () => {
    // A phone hydrating the server's desktop count: the row is at its start either way, and
    // measuring it would force a layout in the task that makes the page live.
    let compact = false;
    const listeners = new Set<() => void>();
    window.matchMedia = (query: string) =>
      ({
        ...realMatchMedia(query),
        get matches() {
          return compact && query.includes('max-width: 1023px');
        },
        addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
      }) as MediaQueryList;
    const rail = renderCarousel(carouselPresets.rail);
    expect(inView(rail)).toHaveLength(5);
    // jsdom lays nothing out: an element that could scroll, 1000 px wide.
    const scrolled = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrolled, configurable: true });
    const measured = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    onTestFinished(() => {
      measured.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    });
    compact = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(inView(rail)).toHaveLength(2);
    expect(measured).not.toHaveBeenCalled();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('three items on the detail carousels', () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('max-width: 1023px') });
    const detail = renderCarousel(carouselPresets.detail);
    expect(inView(detail)).toHaveLength(3);
  });
});
