import { t } from '@lingui/core/macro';

export const addressTexts = {
  get title() {
    return t`Manage Addresses`;
  },
  get empty() {
    return t`No Addresses found in your account! Add a delivery address.`;
  },
  get addFirst() {
    return t`ADD ADDRESSES`;
  },
  get addAnother() {
    return t`+ ADD A NEW ADDRESS`;
  },
  get formTitle() {
    return t`ADD A NEW ADDRESS`;
  },
  get pincodeSixDigits() {
    return t`Please Enter 6 Digit Pincode...`;
  },
  get stored() {
    return t`Addresses are kept on this device for your account.`;
  },
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
  label: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
}

export const addressFields: AddressFieldSpec[] = [
  {
    name: 'name',
    get label() {
      return t`Name`;
    },
    autoComplete: 'name',
  },
  {
    name: 'phone',
    get label() {
      return t`10-digit mobile number`;
    },
    autoComplete: 'tel-national',
    inputMode: 'tel',
  },
  {
    name: 'pincode',
    get label() {
      return t`Pincode`;
    },
    autoComplete: 'postal-code',
    inputMode: 'numeric',
  },
  {
    name: 'locality',
    get label() {
      return t`Locality`;
    },
    autoComplete: 'address-level3',
  },
  {
    name: 'address',
    get label() {
      return t`Address (Area and Street)`;
    },
    autoComplete: 'street-address',
  },
  {
    name: 'city',
    get label() {
      return t`City/District/Town`;
    },
    autoComplete: 'address-level2',
  },
  {
    name: 'state',
    get label() {
      return t`State`;
    },
    autoComplete: 'address-level1',
  },
];
