/**
 * Exchange choice and delivery pincode. With exchange chosen the shopper is asked for a pincode.
 * Check asks the server when it delivers there ("Delivery by <date>"), and a pincode it delivers to
 * is remembered for the cart and the next product; the remembered one is asked at once, after the
 * page has hydrated (the server's HTML cannot know it). The hosted API cannot check a pincode:
 * there Check answers that the product is out of stock in that area.
 */
import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks/storeHooks';
import { pincodeCheckOffered, pincodeFailureText, useCheckPincodeQuery } from '../../entities/delivery/pincodeApi';
import { formatDeliveryDate } from '../../entities/delivery/deliveryDate';
import { pincodeChosen, selectCartLines } from '../../entities/cart/cartLinesSlice';
import { isPincode } from '../../entities/delivery/pincode';
import { pincodeProblem } from '../../entities/delivery/pincodeProblem';
import { exchangeChoices, pincodeTexts } from './data/detailContent';
import styles from './DetailPanel.module.scss';
import { DetailRow } from './DetailSection';
import { Button } from '../../components/Button/Button';

const noSubscription = () => () => {};

/** The pincode to ask about: the one just typed, else the remembered one once hydrated. */
function useDeliveryAnswer(asked: string | null) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const remembered = useAppSelector((state) => selectCartLines(state).pincode);
  const target = asked ?? (hydrated ? remembered : null);
  const { data, error } = useCheckPincodeQuery(target ?? '', { skip: !target || !pincodeCheckOffered });
  if (!target || !pincodeCheckOffered) return null;
  if (error) return { text: pincodeFailureText(error), good: false };
  if (!data) return null;
  if (!data.serviceable || !data.deliveryDate) return { text: data.msg ?? '', good: false };
  const arrives = formatDeliveryDate(data.deliveryDate);
  return { text: t`Delivery by ${arrives} to ${data.place.office}, ${data.place.state}`, good: true };
}

export function DeliverySection() {
  const id = useId();
  const [exchange, setExchange] = useState<string>(exchangeChoices[0].value);
  const [pincode, setPincode] = useState('');
  const [checked, setChecked] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const answer = useDeliveryAnswer(asked);
  const dispatch = useAppDispatch();

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isPincode(pincode)) return;
    setAsked(pincode);
    dispatch(pincodeChosen(pincode));
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
          <Button variant="text" type="submit" className={styles.check}>{t`Check`}</Button>
          {checked && pincodeProblem(pincode) ? (
            <p className={styles.warning} role="status">
              {pincodeProblem(pincode)}
            </p>
          ) : answer ? (
            <p className={answer.good ? styles.delivery : styles.warning} role="status">
              {answer.text}
            </p>
          ) : (
            checked &&
            !pincodeCheckOffered && (
              <p className={styles.warning} role="status">
                {i18n._(pincodeTexts.outOfStock)}
              </p>
            )
          )}
        </form>
      </DetailRow>
    </>
  );
}
