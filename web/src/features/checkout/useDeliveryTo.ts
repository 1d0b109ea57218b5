import { apiFailureOf } from '../../lib/api/failure';
import { useCheckPincodeQuery } from '../../entities/delivery/pincodeApi';

/** The server's delivery answer for the chosen address's pincode (asked again each time a step opens). */
export function useDeliveryTo(pincode: string | undefined) {
  const { data, error, isFetching } = useCheckPincodeQuery(pincode ?? '', {
    skip: !pincode,
    refetchOnMountOrArgChange: true,
  });
  return { delivery: data, failure: apiFailureOf(error), checking: isFetching };
}
