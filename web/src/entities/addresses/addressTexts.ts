import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export const addressMessages = {
  title: msg`Manage Addresses`,
  empty: msg`No Addresses found in your account! Add a delivery address.`,
  addFirst: msg`ADD ADDRESSES`,
  addAnother: msg`+ ADD A NEW ADDRESS`,
  formTitle: msg`ADD A NEW ADDRESS`,
  stored: msg`Addresses are kept on this device for your account.`,
} as const;

/** Stored with each address in English; shown through addressTypeLabel. */
export const addressTypes = ['Home', 'Work'] as const;
export type AddressType = (typeof addressTypes)[number];

/** An address type as the shopper reads it (the stored value stays English). */
export function addressTypeLabel(type: AddressType): string {
  return type === 'Home'
    ? t({ message: 'Home', context: 'address type' })
    : t({ message: 'Work', context: 'address type' });
}

export interface AddressFieldSpec {
  name: 'name' | 'phone' | 'pincode' | 'locality' | 'address' | 'city' | 'state';
  label: MessageDescriptor;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
}

export const addressFields: AddressFieldSpec[] = [
  {
    name: 'name',
    label: msg`Name`,
    autoComplete: 'name',
  },
  {
    name: 'phone',
    label: msg`10-digit mobile number`,
    autoComplete: 'tel-national',
    inputMode: 'tel',
  },
  {
    name: 'pincode',
    label: msg`Pincode`,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
  },
  {
    name: 'locality',
    label: msg`Locality`,
    autoComplete: 'address-level3',
  },
  {
    name: 'address',
    label: msg`Address (Area and Street)`,
    autoComplete: 'street-address',
  },
  {
    name: 'city',
    label: msg`City/District/Town`,
    autoComplete: 'address-level2',
  },
  {
    name: 'state',
    label: msg`State`,
    autoComplete: 'address-level1',
  },
];
