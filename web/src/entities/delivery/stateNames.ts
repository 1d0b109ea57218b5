/**
 * India's states and union territories under every name a shopper or India Post's pincode directory
 * (the mock server's data, docs/decisions/018) gives them, to tell whether the state a shopper typed
 * contradicts the one their pincode is in.
 *
 * Only a typed name this table knows can contradict: "KA", "कर्नाटक" or a typo is the shopper's own
 * way of writing a state, not a different state, and refusing it would block a good address. The
 * directory is older than some borders, so a name it still uses counts as the same state as its
 * successor: it files Leh and Kargil under Jammu & Kashmir (Ladakh since 2019), Daman & Diu and Dadra
 * & Nagar Haveli apart (one territory since 2020), and spells Chhattisgarh "Chattisgarh" and
 * Puducherry "Pondicherry".
 */

/** Each state or territory: its name first, then the other names it goes by. */
const states: readonly (readonly string[])[] = [
  ['Andaman and Nicobar Islands', 'Andaman and Nicobar'],
  ['Andhra Pradesh'],
  ['Arunachal Pradesh'],
  ['Assam'],
  ['Bihar'],
  ['Chandigarh'],
  ['Chhattisgarh', 'Chattisgarh'],
  ['Dadra and Nagar Haveli and Daman and Diu', 'Dadra and Nagar Haveli', 'Daman and Diu'],
  ['Delhi', 'New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'],
  ['Goa'],
  ['Gujarat'],
  ['Haryana'],
  ['Himachal Pradesh'],
  ['Jammu and Kashmir', 'Ladakh'],
  ['Jharkhand'],
  ['Karnataka'],
  ['Kerala'],
  ['Lakshadweep'],
  ['Madhya Pradesh'],
  ['Maharashtra'],
  ['Manipur'],
  ['Meghalaya'],
  ['Mizoram'],
  ['Nagaland'],
  ['Odisha', 'Orissa'],
  ['Puducherry', 'Pondicherry'],
  ['Punjab'],
  ['Rajasthan'],
  ['Sikkim'],
  ['Tamil Nadu'],
  ['Telangana'],
  ['Tripura'],
  ['Uttar Pradesh'],
  ['Uttarakhand', 'Uttaranchal'],
  ['West Bengal'],
];

/** A state's name as compared: lower case, '&' as 'and', no dots, single spaces ("Jammu & Kashmir" = "jammu and  kashmir"). */
function comparable(name: string): string {
  return name.toLowerCase().replace(/&/g, ' and ').replace(/\./g, '').replace(/\s+/g, ' ').trim();
}

const stateByName = new Map(states.flatMap((names, state) => names.map((name) => [comparable(name), state] as const)));

/** True when `typed` names a state other than `pincodeState`; false when either name is not one this table knows. */
export function contradictsState(typed: string, pincodeState: string): boolean {
  const typedState = stateByName.get(comparable(typed));
  const placeState = stateByName.get(comparable(pincodeState));
  return typedState !== undefined && placeState !== undefined && typedState !== placeState;
}
