import { t } from '@lingui/core/macro';
import { moreMenu } from './data/menus';
import { Dropdown } from './Dropdown';
import { MenuList } from './MenuList';

/** The top bar's More menu: Notification Preference, 24x7 Customer Care, Advertise, Download App. */
export function MoreMenu({ className }: { className?: string }) {
  return (
    <Dropdown label={t`More`} align="end" className={className}>
      <MenuList entries={moreMenu} />
    </Dropdown>
  );
}
