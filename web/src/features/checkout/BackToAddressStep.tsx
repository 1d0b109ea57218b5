import { Navigate } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { useHydrated } from '../../hooks/useHydrated';
import { paths } from '../../lib/paths';

/**
 * A later step without the address step 1 chose: back to step 1. The address is kept on the device
 * (entities/orders/checkoutDraft.ts), so the server, which draws a signed-in shopper's checkout
 * without it, draws the step loading; the browser then draws it, or goes back.
 */
export function BackToAddressStep() {
  return useHydrated() ? <Navigate to={paths.checkout.address} replace /> : <Alert tone="loading" />;
}
