/**
 * /checkout/address, step 1: a saved address of the account's address book, or a new one. Its
 * pincode is checked (the rule, then the server) before going on; a pincode no order can go to says
 * so and the checkout stops there. A new address the server refuses is not kept, and an address
 * whose pincode breaks the rule (kept before the rule was checked) is never chosen for the shopper.
 */
import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import type { DeliveryAddress } from '../../lib/api';
import { useOrdersOffered } from '../../entities/orders/ordersApi';
import { useDeliveryRefusal } from '../../entities/delivery/pincodeApi';
import { isPincode } from '../../entities/delivery/pincode';
import { paths } from '../../lib/paths';
import { AddressForm } from '../../components/AddressForm/AddressForm';
import { addressLine, useAddressBook, type Address, type AddressDraft } from '../../entities/addresses/addressBook';
import { CheckoutLayout } from './CheckoutLayout';
import { useCheckoutDraft } from '../../entities/orders/checkoutDraft';
import { EmptyCheckout } from './EmptyCheckout';
import { NoOrdersHere } from './NoOrdersHere';
import styles from './Checkout.module.scss';
import { useCheckoutCart } from './useCheckoutCart';
import { TitledSection } from '../../components/TitledSection/TitledSection';

function deliveryAddressOf({ name, phone, pincode, locality, address, city, state }: AddressDraft): DeliveryAddress {
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
  const { refusalOf, checking } = useDeliveryRefusal();

  if (offered === 'no') return <NoOrdersHere />;
  if (isLoading) return <Alert tone="loading" />;

  const selected =
    addresses.find((each) => each.id === chosenId) ??
    addresses.find((each) => each.pincode === draft.address?.pincode && each.name === draft.address.name) ??
    addresses.find((each) => isPincode(each.pincode));

  async function deliverHere(address: Address) {
    setMessage(t`Checking delivery to ${address.pincode}…`);
    const refusal = await refusalOf(address.pincode);
    setMessage(refusal ?? '');
    if (refusal) return;
    draft.chooseAddress(deliveryAddressOf(address));
    void navigate(paths.checkout.summary);
  }

  /** A new address is kept only once the server says an order can go there. */
  async function saveChecked(newAddress: AddressDraft): Promise<string | null> {
    const refusal = await refusalOf(newAddress.pincode.trim());
    if (refusal) return refusal;
    setChosenId(add(newAddress) ?? null);
    setAdding(false);
    setMessage('');
    return null;
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
            <AddressForm onSave={saveChecked} onCancel={() => setAdding(false)} />
          ) : (
            <div className={styles.actions}>
              {selected && (
                <Button variant="primary" disabled={checking} onClick={() => void deliverHere(selected)}>
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
