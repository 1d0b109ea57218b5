/**
 * The footer's columns: every link of the spec (the info pages, the sitemap, and the help centre
 * with its catalog and view parameters).
 */
import { paths } from '../../../lib/paths';
import type { MenuEntry } from './menus';

export interface FooterColumn {
  heading: string;
  links: Required<MenuEntry>[];
}

function helpTopic(catalog: string, view: string): string {
  return `${paths.helpCentre}?${new URLSearchParams({ catalog, view })}`;
}

export const footerColumns: FooterColumn[] = [
  {
    heading: 'About',
    links: [
      { label: 'Contact Us', to: helpTopic('55c9c6edb000002e002c1701', 'CATALOG') },
      { label: 'Sitemap', to: paths.sitemap },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'Payments', to: paths.infoPage('payments') },
      { label: 'Shipping', to: paths.infoPage('shipping') },
      { label: 'Cancellation & Returns', to: paths.infoPage('returnpolicy') },
      { label: 'FAQ', to: helpTopic('55c9c8e2b0000023002c1702', 'FAQ') },
    ],
  },
  {
    heading: 'Consumer Policy',
    links: [
      { label: 'Terms Of Use', to: paths.infoPage('terms') },
      { label: 'Security', to: paths.infoPage('paymentsecurity') },
      { label: 'Privacy', to: paths.infoPage('privacypolicy') },
      { label: 'Grievance Redressal', to: paths.infoPage('grievance-redressal-mechanism') },
      { label: 'EPR Compliance', to: paths.infoPage('ewaste-compliance-tnc') },
    ],
  },
];

export const footerHighlights: Required<MenuEntry>[] = [
  { label: 'Gift Cards', to: paths.giftCardStore },
  { label: 'Help Center', to: paths.helpCentre },
];

export const COPYRIGHT = 'copyright 2007-2024';
