/**
 * react-slick and slick-carousel's stylesheet, in their own chunk: the Carousel loads this module
 * lazily so the layout and the first screen do not pay for the slider's code.
 */
import type { ComponentType } from 'react';
import SliderImport, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';

// react-slick is CommonJS. Vite 8 with `legacy.inconsistentCjsInterop` hands us the component, but a
// bundler that wraps CommonJS once more would give `{ default: Slider }`: accept both.
const wrapped = SliderImport as unknown as { default?: ComponentType<Settings> };
const Slider: ComponentType<Settings> = wrapped.default ?? (SliderImport as unknown as ComponentType<Settings>);

export default function SlickSlider(props: Settings) {
  return <Slider {...props} />;
}
