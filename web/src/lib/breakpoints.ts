/**
 * The layout's breakpoints for code, the same as the `$bp-*` tokens of styles/_tokens.scss (a test
 * holds them equal): a component that draws nothing where CSS hides it, or shows another count,
 * asks with these queries.
 */
export const breakpoints = { mobile: 600, tablet: 900, desktop: 1024 } as const;

/** Tablets and phones: narrower than the large breakpoint (carousels show their compact count). */
export const BELOW_DESKTOP = `(max-width: ${breakpoints.desktop - 1}px)`;

/** Phones and small tablets: narrower than the tablet breakpoint (the category bar is hidden). */
export const BELOW_TABLET = `(max-width: ${breakpoints.tablet - 1}px)`;
