/**
 * The address form's pincode, put to use: once it holds a valid pincode, the server's pincode check
 * (entities/delivery/pincodeApi; cached, so each pincode is asked once) names its place, which
 * fills City (with the district) and State, and SAVE refuses a state that contradicts it.
 *
 * - Only fields the shopper has not written are filled: an empty one, or one still holding what an
 *   earlier pincode filled. What they typed themselves stays.
 * - Only the state is compared, never the city: India Post names districts, which differ from the
 *   names shoppers give their cities (Gurgaon for Gurugram, Bangalore for Bengaluru, Central Delhi
 *   for New Delhi), so a city "contradiction" would refuse good addresses.
 * - No answer changes nothing and refuses nothing: offline, a failed check, an unknown pincode, or
 *   the hosted API, which has no pincode check (then nothing is asked). The checkout still checks
 *   delivery to the pincode before it keeps the address.
 */
import { t } from '@lingui/core/macro';
import { useRef, type Dispatch, type SetStateAction } from 'react';
import { isPincode } from '../../entities/delivery/pincode';
import { pincodeCheckOffered, useLazyCheckPincodeQuery } from '../../entities/delivery/pincodeApi';
import { contradictsState } from '../../entities/delivery/stateNames';

interface PlaceFields {
  pincode: string;
  city: string;
  state: string;
}

type Filled = Pick<PlaceFields, 'city' | 'state'>;

/** `draft` with City and State from `fresh` wherever the shopper has not written their own. */
function withPlace<Draft extends PlaceFields>(draft: Draft, earlier: Filled | null, fresh: Filled): Draft {
  const ours = (field: keyof Filled) => draft[field].trim() === '' || draft[field] === earlier?.[field];
  return { ...draft, city: ours('city') ? fresh.city : draft.city, state: ours('state') ? fresh.state : draft.state };
}

export function usePincodePlace<Draft extends PlaceFields>(setDraft: Dispatch<SetStateAction<Draft>>) {
  const [checkPincode, { currentData, originalArgs }] = useLazyCheckPincodeQuery();
  /** The pincode last typed: an answer about an earlier one fills nothing. */
  const typed = useRef('');
  /** What the last answer filled in, to tell it from what the shopper typed. */
  const filled = useRef<Filled | null>(null);

  /** The pincode field changed: ask about a valid pincode, and fill in its place when it is named. */
  function pincodeChanged(value: string) {
    const pincode = value.trim();
    typed.current = pincode;
    if (!pincodeCheckOffered || !isPincode(pincode)) return;
    void checkPincode(pincode, true).then(({ data }) => {
      if (!data?.place || typed.current !== pincode) return;
      const earlier = filled.current;
      const fresh = { city: data.place.district, state: data.place.state };
      filled.current = fresh;
      setDraft((draft) => withPlace(draft, earlier, fresh));
    });
  }

  /** Why SAVE must wait: the typed state is not the one the pincode is in. Null when it is, or nobody knows. */
  function stateProblem(draft: Draft): string | null {
    const pincode = draft.pincode.trim();
    const place = originalArgs === pincode ? currentData?.place : undefined;
    if (!place || !contradictsState(draft.state, place.state)) return null;
    const { district, state } = place;
    const typedState = draft.state.trim();
    return t`Pincode ${pincode} is in ${district}, ${state}, not in ${typedState}. Please check the pincode or the state.`;
  }

  return { pincodeChanged, stateProblem };
}
