import { within, type ByRoleOptions } from '@testing-library/react';

/** The texts of the links in `container` (those `options` pick, when given), in document order. */
export function linkTexts(container: HTMLElement, options?: ByRoleOptions): (string | null)[] {
  return within(container)
    .getAllByRole('link', options)
    .map((link) => link.textContent);
}
