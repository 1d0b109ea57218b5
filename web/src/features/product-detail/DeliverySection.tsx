/**
 * Exchange choice and delivery pincode. The texts are static: with exchange chosen the
 * shopper is asked for a pincode; Check answers that the product is out of stock in that area.
 */
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useId, useState, type FormEvent } from 'react';
import { exchangeChoices, pincodeTexts } from './data/detailContent';
import styles from './DetailPanel.module.scss';
import { DetailRow } from './DetailSection';

export function DeliverySection() {
  const id = useId();
  const [exchange, setExchange] = useState<string>(exchangeChoices[0].value);
  const [pincode, setPincode] = useState('');
  const [checked, setChecked] = useState(false);

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
  };

  return (
    <>
      <fieldset className={styles.exchange}>
        <legend className={styles.blockTitle}>{t`Exchange`}</legend>
        {exchangeChoices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-exchange`}
              value={choice.value}
              checked={exchange === choice.value}
              onChange={() => setExchange(choice.value)}
            />
            {i18n._(choice.label)}
            {'note' in choice && <span className={styles.muted}> {i18n._(choice.note)}</span>}
          </label>
        ))}
        {exchange === 'with' && <p className={styles.muted}>{i18n._(pincodeTexts.exchangeHint)}</p>}
      </fieldset>

      <DetailRow title={t`Delivery`}>
        <form className={styles.pincode} onSubmit={onCheck}>
          <label htmlFor={`${id}-pincode`} className={styles.srOnlyLabel}>
            {t`Delivery pincode`}
          </label>
          <input
            id={`${id}-pincode`}
            inputMode="numeric"
            placeholder={t`Enter Delivery Pincode`}
            value={pincode}
            onChange={(event) => {
              setPincode(event.target.value);
              setChecked(false);
            }}
          />
          <button type="submit">{t`Check`}</button>
          {checked && (
            <p className={styles.warning} role="status">
              {i18n._(pincodeTexts.outOfStock)}
            </p>
          )}
        </form>
      </DetailRow>
    </>
  );
}
