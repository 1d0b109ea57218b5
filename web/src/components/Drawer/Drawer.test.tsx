import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalOpener } from '../../test/ModalOpener';
import { Drawer } from './Drawer';

const Harness = () => (
  <ModalOpener label="Open menu">
    {(open, close) => (
      <Drawer open={open} onClose={close} title="Menu">
        <a href="/a">First</a>
        <a href="/b">Last</a>
      </Drawer>
    )}
  </ModalOpener>
);

describe('Drawer', () => {
  it('opens as a modal dialog, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
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
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
