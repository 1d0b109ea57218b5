/** /account/addresses: the empty state with ADD ADDRESSES, and an address book kept on this device. */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { AccountPanel, EmptyState } from './AccountPanel';
import { addressLine, useAddressBook } from '../../entities/addresses/addressBook';
import { AddressForm } from '../../components/AddressForm/AddressForm';
import styles from './AddressesPage.module.scss';
import { addressMessages, addressTypeLabel } from '../../entities/addresses/addressTexts';
import { Button } from '../../components/Button/Button';

export default function AddressesPage() {
  const { addresses, add, remove } = useAddressBook();
  const [adding, setAdding] = useState(false);

  return (
    <AccountPanel title={i18n._(addressMessages.title)}>
      {adding ? (
        <AddressForm
          onSave={(draft) => {
            add(draft);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : addresses.length === 0 ? (
        <EmptyState message={i18n._(addressMessages.empty)}>
          <Button variant="primary" onClick={() => setAdding(true)}>
            {i18n._(addressMessages.addFirst)}
          </Button>
        </EmptyState>
      ) : (
        <Button variant="outline" className={styles.addAnother} onClick={() => setAdding(true)}>
          {i18n._(addressMessages.addAnother)}
        </Button>
      )}
      {addresses.length > 0 && (
        <ul className={styles.list} aria-label={t`Saved addresses`}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.address}>
              <span className={styles.type}>{addressTypeLabel(address.type)}</span>
              <p className={styles.who}>
                <strong>{address.name}</strong> <span>{address.phone}</span>
              </p>
              <p className={styles.line}>
                {`${addressLine(address)} - `}
                <strong>{address.pincode}</strong>
              </p>
              <Button
                variant="danger"
                aria-label={t`Delete the address of ${address.name}, ${address.pincode}`}
                onClick={() => remove(address.id)}
              >
                {t`Delete`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.stored}>{i18n._(addressMessages.stored)}</p>
    </AccountPanel>
  );
}
