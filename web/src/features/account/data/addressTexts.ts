export const addressTexts = {
  title: 'Manage Addresses',
  empty: 'No Addresses found in your account! Add a delivery address.',
  addFirst: 'ADD ADDRESSES',
  addAnother: '+ ADD A NEW ADDRESS',
  formTitle: 'ADD A NEW ADDRESS',
  pincodeSixDigits: 'Please Enter 6 Digit Pincode...',
  stored: 'Addresses are kept on this device for your account.',
} as const;

export const addressTypes = ['Home', 'Work'] as const;
export type AddressType = (typeof addressTypes)[number];

export interface AddressFieldSpec {
  name: 'name' | 'phone' | 'pincode' | 'locality' | 'address' | 'city' | 'state';
  label: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
}

export const addressFields: AddressFieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'phone', label: '10-digit mobile number', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'locality', label: 'Locality', autoComplete: 'address-level3' },
  { name: 'address', label: 'Address (Area and Street)', autoComplete: 'street-address' },
  { name: 'city', label: 'City/District/Town', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
];
