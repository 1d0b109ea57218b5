/**
 * The shopper's delivery addresses, kept on this device (the hosted API has no address book), and
 * the rules a new address must pass.
 */
import { useCallback } from 'react';
import { i18n } from '@lingui/core';
import { formMessages, isTenDigitPhone } from '../../lib/forms/validation';
import { useShopperStored } from '../session/useShopperStored';
import { shopperValue, stored } from '../../lib/deviceStorage';
import { pincodeProblem } from '../delivery/pincodeProblem';
import { addressFields, addressTypes, type AddressType } from './addressTexts';

export type AddressDraft = Record<(typeof addressFields)[number]['name'], string> & { type: AddressType };
export type Address = AddressDraft & { id: string };

export const emptyAddress: AddressDraft = {
  name: '',
  phone: '',
  pincode: '',
  locality: '',
  address: '',
  city: '',
  state: '',
  type: 'Home',
};

function isAddress(value: unknown): value is Address {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    addressFields.every((field) => typeof record[field.name] === 'string') &&
    addressTypes.includes(record.type as AddressType)
  );
}

const addressStore = shopperValue({
  name: 'addresses',
  version: 1,
  legacyKey: 'addresses',
  parse: stored.listOf(isAddress),
});
const NOBODY: readonly Address[] = [];

/** A message for the first rule the draft breaks, or null. */
export function addressProblem(draft: AddressDraft): string | null {
  if (addressFields.some((field) => draft[field.name].trim() === '')) return i18n._(formMessages.fillAllFields);
  if (!isTenDigitPhone(draft.phone.trim())) return i18n._(formMessages.phoneTenDigits);
  return pincodeProblem(draft.pincode);
}

/**
 * An address on one line up to its pincode, as every screen prints it (the pincode follows, after
 * ' - '): the address book, the checkout and a placed order, whose address has no locality.
 */
export function addressLine(address: { address: string; locality?: string; city: string; state: string }): string {
  return [address.address, address.locality, address.city, address.state].filter(Boolean).join(', ');
}

export function useAddressBook() {
  const { email, value: addresses } = useShopperStored(addressStore, NOBODY);

  const add = useCallback(
    /** The new address's id (undefined when nobody is signed in). */
    (draft: AddressDraft): string | undefined => {
      if (!email) return undefined;
      const trimmed = Object.fromEntries(
        Object.entries(draft).map(([key, value]) => [key, value.trim()]),
      ) as AddressDraft;
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      addressStore.write(email, [...addressStore.read(email), { ...trimmed, id }]);
      return id;
    },
    [email],
  );

  const remove = useCallback(
    (id: string) => {
      if (email)
        addressStore.write(
          email,
          addressStore.read(email).filter((address) => address.id !== id),
        );
    },
    [email],
  );

  return { addresses, add, remove };
}
