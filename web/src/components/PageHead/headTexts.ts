import { msg } from '@lingui/core/macro';

/** The shop's name: every title ends with it, and it is the site's name in social previews. */
export const shopName = 'Rupee Storefront';

/**
 * The shop's one description: the home page's, and after a page's subject that of a page without
 * its own. index.html carries the English for a page no screen has drawn (web/index.html).
 */
export const siteDescription = msg`Shop mobiles, electronics, fashion and more at rupee prices.`;

/** The picture a page without one of its own shows in a social preview (a small card). */
export const shopPicture = '/icons/icon-512.png';
