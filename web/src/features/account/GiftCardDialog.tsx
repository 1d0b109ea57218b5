/** The add / check-balance dialog: one form, two modes the shopper can switch between. */
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { giftCardTexts, type GiftCardDialogMode } from './data/giftCards';
import styles from './GiftCardsPage.module.scss';
import { giftCardAnswer } from './giftCardLookup';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';

interface GiftCardDialogProps {
  mode: GiftCardDialogMode | null;
  onModeChange: (mode: GiftCardDialogMode) => void;
  onClose: () => void;
}

export function GiftCardDialog({ mode, onModeChange, onClose }: GiftCardDialogProps) {
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState('');

  function close() {
    setNumber('');
    setPin('');
    setMessage('');
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode) setMessage(giftCardAnswer(mode, number, pin));
  }

  const other: GiftCardDialogMode = mode === 'add' ? 'balance' : 'add';

  return (
    <Dialog open={mode !== null} title={mode ? giftCardTexts.dialogTitles[mode] : ''} onClose={close}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={giftCardTexts.numberLabel}
          inputMode="numeric"
          maxLength={19}
          value={number}
          onValueChange={setNumber}
        />
        <TextField
          label={giftCardTexts.pinLabel}
          inputMode="numeric"
          maxLength={6}
          value={pin}
          onValueChange={setPin}
        />
        <Alert tone="note">{message}</Alert>
        <div className={styles.dialogActions}>
          <Button
            variant="text"
            onClick={() => {
              setMessage('');
              onModeChange(other);
            }}
          >
            {other === 'add' ? giftCardTexts.switchToAdd : giftCardTexts.switchToBalance}
          </Button>
          <Button variant="primary" type="submit">
            {mode === 'add' ? giftCardTexts.add : giftCardTexts.checkBalance}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
