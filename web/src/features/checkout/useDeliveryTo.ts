import { useCheckPincodeQuery } from '../../entities/delivery/pincodeApi';
import type { ApiFailure } from '../../lib/api/shopApi';

/** The server's delivery answer for the chosen address's pincode (asked again each time a step opens). */
export function useDeliveryTo(pincode: string | undefined) {
  const { data, error, isFetching } = useCheckPincodeQuery(pincode ?? '', {
    skip: !pincode,
    refetchOnMountOrArgChange: true,
  });
  return { delivery: data, failure: error as ApiFailure | undefined, checking: isFetching };
}
