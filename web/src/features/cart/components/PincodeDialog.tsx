/**
 * Select Delivery Address: saved addresses (none yet), a pincode field whose Submit opens at six
 * digits, checks the pincode rule (entities/delivery) and asks the server whether we deliver there (a pincode no post office has, or
 * one we do not serve, is said so and not kept; the hosted API cannot check, so there six digits
 * are enough), and "Use my current location". Turning a position into a pincode needs a
 * map service, and the shop calls nothing outside itself, so that button says so plainly.
 */
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useForm } from '../../../hooks/useForm';
import { Dialog } from '../../../components/Dialog';
import { Alert } from '../../../components/Alert/Alert';
import { pincodeProblem } from '../../../entities/delivery/pincodeProblem';
import {
  pincodeCheckOffered,
  pincodeFailureText,
  useLazyCheckPincodeQuery,
} from '../../../entities/delivery/pincodeApi';
import styles from './PincodeDialog.module.scss';
import { Button } from '../../../components/Button/Button';

interface PincodeDialogProps {
  open: boolean;
  initialPincode: string | null;
  onClose: () => void;
  onSubmit: (pincode: string) => void;
}

export function PincodeDialog({ open, initialPincode, onClose, onSubmit }: PincodeDialogProps) {
  return (
    <Dialog open={open} title={t`Select Delivery Address`} onClose={onClose}>
      {/* Mounted only while open, so every opening starts from the saved pincode. */}
      <PincodeForm initialPincode={initialPincode} onSubmit={onSubmit} />
    </Dialog>
  );
}

function PincodeForm({ initialPincode, onSubmit }: Pick<PincodeDialogProps, 'initialPincode' | 'onSubmit'>) {
  const form = useForm({ initial: { pincode: initialPincode ?? '' } });
  const { pincode } = form.values;
  const [locationNote, setLocationNote] = useState<string | null>(null);
  const [checkPincode, { isFetching }] = useLazyCheckPincodeQuery();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = pincodeProblem(pincode);
    if (invalid) {
      form.say(invalid);
      return;
    }
    if (!pincodeCheckOffered) {
      onSubmit(pincode);
      return;
    }
    const result = await checkPincode(pincode);
    if (result.error) form.say(pincodeFailureText(result.error));
    else if (result.data && !result.data.serviceable) form.say(result.data.msg ?? '');
    else onSubmit(pincode);
  }

  return (
    <>
      <p className={styles.empty}>{t`No addresses found`}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <label htmlFor="delivery-pincode" className={styles.label}>
          {t`Use pincode to check delivery info`}
        </label>
        <div className={styles.row}>
          <input
            id="delivery-pincode"
            className={styles.input}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={t`Enter pincode`}
            maxLength={6}
            value={pincode}
            onChange={(event) => {
              form.update('pincode')(event.target.value.replace(/\D/g, '').slice(0, 6));
              form.clearMessage();
            }}
          />
          <Button
            variant="primary"
            type="submit"
            className={styles.submit}
            disabled={pincode.length !== 6 || isFetching}
          >
            {t`Submit`}
          </Button>
        </div>
        <Alert tone="failure">{form.message}</Alert>
      </form>
      <Button
        variant="text"
        onClick={() =>
          setLocationNote(t`We could not find a pincode for your location here. Please type your pincode above.`)
        }
      >
        {t`Use my current location`}
      </Button>
      {locationNote && (
        <p role="status" className={styles.note}>
          {locationNote}
        </p>
      )}
    </>
  );
}
