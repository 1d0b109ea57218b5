import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shopper } from '../../test/session';
import PanCardPage from './PanCardPage';

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'pan.jpg', { type: 'image/jpeg' });

function renderPan() {
  return renderWithProviders(<PanCardPage />, { preloadedState: { session: { user: shopper } } });
}

const fileInput = () => screen.getByLabelText('Upload PAN Card (Only JPEG file is allowed)');

describe('PAN card', () => {
  it('says only JPEG is allowed, and the file picker offers only JPEG', () => {
    renderPan();
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.jpeg,image/jpeg');
    expect(screen.getByRole('checkbox', { name: /I do hereby declare that PAN furnished/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UPLOAD' })).toBeInTheDocument();
  });

  it.each([
    new File(['%PDF'], 'pan.pdf', { type: 'application/pdf' }),
    new File(['png'], 'pan.png', { type: 'image/png' }),
    new File(['png'], 'pan.jpg', { type: 'image/png' }),
    new File([new Uint8Array([0xff, 0xd8])], 'pan.gif', { type: 'image/jpeg' }),
  ])('refuses $name of type $type', async (file) => {
    renderPan();
    // A shopper can pick "All files" in the picker: the page must still refuse it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), file);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Only JPEG images (.jpg or .jpeg) are allowed. Please choose another file.',
    );
    expect((fileInput() as HTMLInputElement).files).toHaveLength(0);
  });

  it('checks the number, the file and the declaration before UPLOAD', async () => {
    const { user } = renderPan();
    await user.click(screen.getByRole('button', { name: 'UPLOAD' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please Fill All Field');

    await user.type(screen.getByLabelText('PAN Card Number'), 'abcde1234');
    await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
    await user.click(screen.getByRole('button', { name: 'UPLOAD' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please Enter a Valid PAN Card Number');

    await user.type(screen.getByLabelText('PAN Card Number'), 'f');
    expect(screen.getByLabelText('PAN Card Number')).toHaveValue('ABCDE1234F');
    await user.click(screen.getByRole('button', { name: 'UPLOAD' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please choose the JPEG image of your PAN card');

    await user.upload(fileInput(), jpeg());
    await user.click(screen.getByRole('button', { name: 'UPLOAD' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please accept the declaration');

    await user.click(screen.getByRole('checkbox', { name: /I do hereby declare/ }));
    await user.click(screen.getByRole('button', { name: 'UPLOAD' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your PAN card details are complete.');
  });
});
