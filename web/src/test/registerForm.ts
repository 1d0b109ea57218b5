/** The register form filled in as the test shopper (test/session) and sent with Continue. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { password, shopper } from './session';

export async function fillRegisterForm(user: UserEvent): Promise<void> {
  await user.type(screen.getByLabelText('Enter Firstname'), shopper.firstname);
  await user.type(screen.getByLabelText('Enter Lastname'), shopper.lastname);
  await user.type(screen.getByLabelText('Enter Username'), 'asha');
  await user.type(screen.getByLabelText('Enter Email'), shopper.email);
  await user.type(screen.getByLabelText('Enter Password'), password);
  await user.type(screen.getByLabelText('Enter Mobile Number'), shopper.phone);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}
