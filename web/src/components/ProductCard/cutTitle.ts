/**
 * Product titles on cards are cut at 20 characters; on the home page, a title longer than 20
 * characters is cut to 18 (so the rails stay one line). The full title stays available to
 * assistive technology and as a tooltip.
 */
export type TitleCut = 'listing' | 'home';

const LIMIT = 20;
const HOME_CUT = 18;

export function cutTitle(title: string, cut: TitleCut = 'listing'): string {
  if (title.length <= LIMIT) return title;
  return `${title.slice(0, cut === 'home' ? HOME_CUT : LIMIT).trimEnd()}...`;
}
