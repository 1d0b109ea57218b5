import { render, screen, within } from '@testing-library/react';
import { Carousel } from './Carousel';
import { carouselPresets } from './carouselSettings';

describe('Carousel', () => {
  it('renders its slides with react-slick once loaded, named for assistive technology', async () => {
    const { container } = render(
      <Carousel label="Best Of Electronics" options={carouselPresets.rail}>
        {Array.from({ length: 7 }, (_, i) => (
          <p key={i}>Slide {i + 1}</p>
        ))}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Best Of Electronics' });
    expect(within(region).getByText('Slide 1')).toBeInTheDocument();
    await vi.waitFor(() => expect(container.querySelector('.slick-track')).not.toBeNull());
    expect(container.querySelectorAll('.slick-slide:not(.slick-cloned)')).toHaveLength(7);
    expect(within(region).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('takes the slides out of view out of the Tab order', async () => {
    const { container } = render(
      <Carousel label="Rail" options={carouselPresets.rail}>
        {Array.from({ length: 7 }, (_, i) => (
          <a key={i} href={`/p/${i}`}>
            Product {i + 1}
          </a>
        ))}
      </Carousel>,
    );
    await vi.waitFor(() => expect(container.querySelector('.slick-track')).not.toBeNull());
    await vi.waitFor(() => expect(container.querySelectorAll('.slick-slide[inert]').length).toBeGreaterThan(0));
    for (const slide of container.querySelectorAll('.slick-slide')) {
      expect(slide.hasAttribute('inert')).toBe(slide.getAttribute('aria-hidden') === 'true');
    }
    expect(container.querySelectorAll('.slick-slide:not([inert])')).toHaveLength(5);
  });
});

describe('Carousel on tablets and phones', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('shows the compact count from the first render', async () => {
    window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('max-width: 1023px') });
    const { container } = render(
      <Carousel label="Rail" options={carouselPresets.rail}>
        {Array.from({ length: 7 }, (_, i) => (
          <p key={i}>Slide {i + 1}</p>
        ))}
      </Carousel>,
    );
    await vi.waitFor(() => expect(container.querySelector('.slick-track')).not.toBeNull());
    expect(container.querySelectorAll('.slick-slide.slick-active')).toHaveLength(2);
  });
});
