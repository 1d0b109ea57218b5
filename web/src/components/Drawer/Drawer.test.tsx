import { screen } from '@testing-library/react';
import { openModal } from '../../test/ModalOpener';
import { Drawer } from './Drawer';

const openDrawer = () =>
  openModal('Open menu', (open, close) => (
    <Drawer open={open} onClose={close} title="Menu">
      <a href="/a">First</a>
      <a href="/b">Last</a>
    </Drawer>
  ));

describe('Drawer', () => {
  it('opens as a modal dialog, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const { user, opener, dialog } = await openDrawer();
    expect(dialog).toHaveAccessibleName('Menu');
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close Menu' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close Menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
