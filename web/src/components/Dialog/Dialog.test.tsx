import { screen } from '@testing-library/react';
import { openModal } from '../../test/ModalOpener';
import { Dialog } from './Dialog';

const openDialog = () =>
  openModal('Enter Delivery Pincode', (open, close) => (
    <Dialog open={open} title="Select Delivery Address" onClose={close}>
      <input aria-label="Pincode" />
      <button>Submit</button>
    </Dialog>
  ));

describe('Dialog', () => {
  it('is a labelled modal that starts on its first field, keeps Tab inside, and returns focus on Escape', async () => {
    const { user, opener, dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Select Delivery Address');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Pincode')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and the backdrop, not from a click inside', async () => {
    const { user, opener, dialog } = await openDialog();
    await user.click(screen.getByLabelText('Pincode'));
    expect(dialog).toBeInTheDocument();
    // A press on the backdrop lands on the <dialog> element itself, outside its panel.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
