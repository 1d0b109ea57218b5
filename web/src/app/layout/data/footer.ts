/**
 * The footer's columns: every footer link of the shop (the info pages, the sitemap, and the help centre
 * with its catalog and view parameters).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '../../../lib/paths';
import type { MenuEntry } from './menus';

export interface FooterColumn {
  heading: MessageDescriptor;
  links: Required<MenuEntry>[];
}

function helpTopic(catalog: string, view: string): string {
  return `${paths.helpCentre}?${new URLSearchParams({ catalog, view })}`;
}

export const footerColumns: FooterColumn[] = [
  {
    heading: msg`About`,
    links: [
      { label: msg`Contact Us`, to: helpTopic('55c9c6edb000002e002c1701', 'CATALOG') },
      { label: msg`Sitemap`, to: paths.sitemap },
    ],
  },
  {
    heading: msg`Help`,
    links: [
      { label: msg`Payments`, to: paths.infoPage('payments') },
      { label: msg`Shipping`, to: paths.infoPage('shipping') },
      { label: msg`Cancellation & Returns`, to: paths.infoPage('returnpolicy') },
      { label: msg`FAQ`, to: helpTopic('55c9c8e2b0000023002c1702', 'FAQ') },
    ],
  },
  {
    heading: msg`Consumer Policy`,
    links: [
      { label: msg`Terms Of Use`, to: paths.infoPage('terms') },
      { label: msg`Security`, to: paths.infoPage('paymentsecurity') },
      { label: msg`Privacy`, to: paths.infoPage('privacypolicy') },
      { label: msg`Grievance Redressal`, to: paths.infoPage('grievance-redressal-mechanism') },
      { label: msg`EPR Compliance`, to: paths.infoPage('ewaste-compliance-tnc') },
    ],
  },
];

export const footerHighlights: Required<MenuEntry>[] = [
  { label: msg`Gift Cards`, to: paths.giftCardStore },
  { label: msg`Help Center`, to: paths.helpCentre },
];

export const COPYRIGHT = msg`copyright 2007-2024`;
