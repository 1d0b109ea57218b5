/** The add / check-balance dialog: one form, two modes the shopper can switch between. */
import { i18n } from '@lingui/core';
import type { FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { useForm } from '../../hooks/useForm';
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

const blank = { number: '', pin: '' };

/** The card's number (16 digits, spaces allowed) and its 6-digit PIN. */
const cardFields = [
  { key: 'number', label: giftCardTexts.numberLabel, maxLength: 19 },
  { key: 'pin', label: giftCardTexts.pinLabel, maxLength: 6 },
] as const;

export function GiftCardDialog({ mode, onModeChange, onClose }: GiftCardDialogProps) {
  const form = useForm({ initial: blank });

  function close() {
    form.setValues(blank);
    form.clearMessage();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode) form.say(giftCardAnswer(mode, form.values.number, form.values.pin));
  }

  const other: GiftCardDialogMode = mode === 'add' ? 'balance' : 'add';

  return (
    <Dialog open={mode !== null} title={mode ? i18n._(giftCardTexts.dialogTitles[mode]) : ''} onClose={close}>
      <form onSubmit={submit} noValidate>
        {cardFields.map(({ key, label, maxLength }) => (
          <TextField key={key} label={i18n._(label)} inputMode="numeric" maxLength={maxLength} {...form.field(key)} />
        ))}
        <Alert tone="note">{form.message}</Alert>
        <div className={styles.dialogActions}>
          <Button
            variant="text"
            onClick={() => {
              form.clearMessage();
              onModeChange(other);
            }}
          >
            {other === 'add' ? i18n._(giftCardTexts.switchToAdd) : i18n._(giftCardTexts.switchToBalance)}
          </Button>
          <Button variant="primary" type="submit">
            {mode === 'add' ? i18n._(giftCardTexts.add) : i18n._(giftCardTexts.checkBalance)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
