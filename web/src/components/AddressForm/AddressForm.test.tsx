/**
 * The address form's pincode: the place the server names fills City and State, never over what the
 * shopper typed, and a state the pincode contradicts is refused at SAVE. Against the hosted API
 * (no pincode check) nothing is asked; offline, nothing is refused.
 */
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { api, type PincodeCheck } from '../../lib/api';
import { servedPincode, unknownPincode } from '../../test/pincodes';
import { renderWithProviders } from '../../test/renderWithProviders';
import { resetBrowserState } from '../../test/session';
import { failNetwork } from '../../test/stubApi';
import { AddressForm } from './AddressForm';

// pincodeCheckOffered is fixed when the module loads (config.apiBaseUrl): a getter lets a test be the hosted API.
const hostedApi = vi.hoisted(() => ({ on: false }));
vi.mock('../../entities/delivery/pincodeApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../entities/delivery/pincodeApi')>()),
  get pincodeCheckOffered() {
    return !hostedApi.on;
  },
}));

/** 560001 is in Bangalore district, Karnataka; 110001 in Central Delhi. */
const bengaluru = servedPincode('560001');
const centralDelhi: PincodeCheck = {
  ...servedPincode('110001'),
  place: { office: 'Connaught Place', district: 'Central Delhi', state: 'Delhi' },
};

/** Answers each pincode with its own place; any other as India Post's unknown pincode. */
function answerPlaces(...answers: PincodeCheck[]) {
  const check = vi.spyOn(api, 'checkPincode').mockImplementation((pincode) => {
    const body = answers.find((each) => each.pincode === pincode);
    return Promise.resolve(body ? { ok: true, status: 200, body } : { ok: false, status: 404, body: unknownPincode });
  });
  onTestFinished(() => check.mockRestore());
  return check;
}

function renderForm() {
  const onSave = vi.fn();
  const view = renderWithProviders(<AddressForm onSave={onSave} onCancel={vi.fn()} />);
  return { ...view, onSave };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const city = () => field('City/District/Town');
const state = () => field('State');

async function retype(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

/** Everything but the pincode, city and state. */
async function fillTheRest(user: UserEvent) {
  await user.type(field('Name'), 'Asha Verma');
  await user.type(field('10-digit mobile number'), '9876543210');
  await user.type(field('Locality'), 'Connaught Place');
  await user.type(field('Address (Area and Street)'), '12 Janpath');
}

beforeEach(() => {
  resetBrowserState();
  hostedApi.on = false;
});

describe('the address form’s pincode', () => {
  it('fills City with the district and State, asking the server once for that pincode', async () => {
    const check = answerPlaces(bengaluru);
    const { user } = renderForm();
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(city()).toHaveValue('Bangalore'));
    expect(state()).toHaveValue('Karnataka');

    await retype(user, 'Pincode', '560001');
    await waitFor(() => expect(state()).toHaveValue('Karnataka'));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('560001');
  });

  it('replaces what an earlier pincode filled with the new one’s place', async () => {
    answerPlaces(bengaluru, centralDelhi);
    const { user } = renderForm();
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(city()).toHaveValue('Bangalore'));
    await retype(user, 'Pincode', '110001');
    await waitFor(() => expect(city()).toHaveValue('Central Delhi'));
    expect(state()).toHaveValue('Delhi');
  });

  it('keeps a city the shopper typed, and saves it though India Post names the district otherwise', async () => {
    answerPlaces(bengaluru);
    const { user, onSave } = renderForm();
    await fillTheRest(user);
    await user.type(city(), 'Bengaluru');
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(state()).toHaveValue('Karnataka'));
    expect(city()).toHaveValue('Bengaluru');

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ city: 'Bengaluru', state: 'Karnataka' }));
  });

  it.each([
    ['the state', 'State', 'Karnataka', { pincode: '560001', state: 'Karnataka' }],
    ['the pincode', 'Pincode', '110001', { pincode: '110001', state: 'Delhi' }],
  ])(
    'refuses a state the pincode contradicts, naming both, and saves once %s is put right',
    async (_case, label, value, saved) => {
      answerPlaces(bengaluru, centralDelhi);
      const { user, onSave } = renderForm();
      await fillTheRest(user);
      await user.type(field('Pincode'), '560001');
      await waitFor(() => expect(state()).toHaveValue('Karnataka'));
      await retype(user, 'City/District/Town', 'New Delhi');
      await retype(user, 'State', 'Delhi');

      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Pincode 560001 is in Bangalore, Karnataka, not in Delhi. Please check the pincode or the state.',
      );
      expect(onSave).not.toHaveBeenCalled();

      await retype(user, label, value);
      // The shopper's own city and state stay as typed whatever the new pincode names.
      expect(city()).toHaveValue('New Delhi');
      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ city: 'New Delhi', ...saved }));
    },
  );

  it('never refuses when the pincode could not be checked (offline)', async () => {
    failNetwork('checkPincode');
    const { user, onSave } = renderForm();
    await fillTheRest(user);
    await user.type(city(), 'New Delhi');
    await user.type(state(), 'Delhi');
    await user.type(field('Pincode'), '560001');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ pincode: '560001', state: 'Delhi' }));
  });

  it('asks nothing against the hosted API, which has no pincode check', async () => {
    hostedApi.on = true;
    const check = answerPlaces(bengaluru);
    const { user, onSave } = renderForm();
    await fillTheRest(user);
    await user.type(field('Pincode'), '560001');
    expect(city()).toHaveValue('');
    expect(state()).toHaveValue('');
    await user.type(city(), 'New Delhi');
    await user.type(state(), 'Delhi');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ pincode: '560001', state: 'Delhi' }));
    expect(check).not.toHaveBeenCalled();
  });
});
