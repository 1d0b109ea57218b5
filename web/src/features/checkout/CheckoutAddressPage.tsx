/**
 * /checkout/address, step 1: a saved address of the account's address book, or a new one. Its
 * pincode is checked on the server before going on; a pincode no order can go to says so and the
 * checkout stops there.
 */
import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import type { DeliveryAddress } from '../../lib/api';
import { useOrdersOffered } from '../../entities/orders/ordersApi';
import { pincodeFailureText, useLazyCheckPincodeQuery } from '../../entities/delivery/pincodeApi';
import type { ApiFailure } from '../../lib/api/shopApi';
import { paths } from '../../lib/paths';
import { AddressForm } from '../../components/AddressForm/AddressForm';
import { addressLine, useAddressBook, type Address } from '../../entities/addresses/addressBook';
import { CheckoutLayout } from './CheckoutLayout';
import { useCheckoutDraft } from './checkoutDraft';
import { EmptyCheckout } from './EmptyCheckout';
import { NoOrdersHere } from './NoOrdersHere';
import styles from './Checkout.module.scss';
import { useCheckoutCart } from './useCheckoutCart';
import { TitledSection } from '../../components/TitledSection/TitledSection';

function deliveryAddressOf({ name, phone, pincode, locality, address, city, state }: Address): DeliveryAddress {
  return { name, phone, pincode, address, city, state, ...(locality ? { locality } : {}) };
}

export default function CheckoutAddressPage() {
  const offered = useOrdersOffered();
  const { lines, totals, isLoading } = useCheckoutCart();
  const { addresses, add } = useAddressBook();
  const draft = useCheckoutDraft();
  const navigate = useNavigate();
  const groupName = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState('');
  const [checkPincode, { isFetching }] = useLazyCheckPincodeQuery();

  if (offered === 'no') return <NoOrdersHere />;
  if (isLoading) return <Alert tone="loading" />;

  const selected =
    addresses.find((each) => each.id === chosenId) ??
    addresses.find((each) => each.pincode === draft.address?.pincode && each.name === draft.address.name) ??
    addresses[0];

  async function deliverHere(address: Address) {
    setMessage(t`Checking delivery to ${address.pincode}…`);
    const result = await checkPincode(address.pincode);
    if (result.error) {
      setMessage(pincodeFailureText(result.error as ApiFailure));
      return;
    }
    if (!result.data?.serviceable) {
      setMessage(result.data?.msg ?? t`We do not deliver to ${address.pincode} yet.`);
      return;
    }
    setMessage('');
    draft.chooseAddress(deliveryAddressOf(address));
    void navigate(paths.checkout.summary);
  }

  return (
    <CheckoutLayout step="address" totals={totals}>
      {lines.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <TitledSection className={styles.card} titleClassName={styles.cardTitle} title={t`Where should we deliver?`}>
          {addresses.length > 0 && !adding && (
            <fieldset className={styles.choices}>
              <legend className={styles.muted}>{t`Saved addresses`}</legend>
              {addresses.map((address) => (
                <label key={address.id} className={styles.choice}>
                  <input
                    type="radio"
                    name={groupName}
                    checked={selected?.id === address.id}
                    onChange={() => setChosenId(address.id)}
                  />
                  <span>
                    <strong>{address.name}</strong> {address.phone}
                    <br />
                    {`${addressLine(address)} - `}
                    <strong>{address.pincode}</strong>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {adding ? (
            <AddressForm
              onSave={(newAddress) => {
                setChosenId(add(newAddress) ?? null);
                setAdding(false);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <div className={styles.actions}>
              {selected && (
                <Button variant="primary" disabled={isFetching} onClick={() => void deliverHere(selected)}>
                  {t`DELIVER HERE`}
                </Button>
              )}
              <Button variant="outline" onClick={() => setAdding(true)}>
                {t`+ Add a new address`}
              </Button>
            </div>
          )}
          <Alert tone="note">{message}</Alert>
        </TitledSection>
      )}
    </CheckoutLayout>
  );
}
