/** Groups of links under their headings, each a labelled nav: the footer's columns and the sitemap. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Link } from 'react-router-dom';

export interface LinkGroup {
  heading: MessageDescriptor;
  links: readonly { to: string; label: MessageDescriptor }[];
}

/** `classNames` style the heading and the list, as the page that shows the groups wants them. */
export function LinkGroups({
  groups,
  classNames,
}: {
  groups: readonly LinkGroup[];
  classNames: { heading?: string; links?: string };
}) {
  return groups.map((group) => (
    <nav key={group.heading.id} aria-label={i18n._(group.heading)}>
      <h2 className={classNames.heading}>{i18n._(group.heading)}</h2>
      <ul className={classNames.links}>
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{i18n._(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  ));
}
