/**
 * A new delivery address, for the address book and the checkout. Its pincode fills City and State
 * and vouches for the state at SAVE, when the server can name its place (usePincodePlace).
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { FormEvent } from 'react';
import { useForm } from '../../hooks/useForm';
import { TextField } from '../TextField';
import { addressProblem, emptyAddress, type AddressDraft } from '../../entities/addresses/addressBook';
import styles from './AddressForm.module.scss';
import {
  addressFields,
  addressMessages,
  addressTypeLabel,
  addressTypes,
  type AddressFieldSpec,
} from '../../entities/addresses/addressTexts';
import { Button } from '../Button/Button';
import { Alert } from '../Alert/Alert';
import { usePincodePlace } from './usePincodePlace';

interface AddressFormProps {
  /**
   * Keeps the address. It may ask first (the checkout asks the server whether it delivers there):
   * a message it resolves to is why the address was not kept, shown in the form.
   */
  onSave: (draft: AddressDraft) => void | Promise<string | null>;
  onCancel: () => void;
}

export function AddressForm({ onSave, onCancel }: AddressFormProps) {
  const form = useForm<AddressDraft>({ initial: emptyAddress });
  const draft = form.values;
  const place = usePincodePlace(form.setValues);

  /** A field's props; the pincode's also looks up the place it names. */
  function fieldProps(name: AddressFieldSpec['name']) {
    const props = form.field(name);
    if (name !== 'pincode') return props;
    const onValueChange = (value: string) => {
      props.onValueChange(value);
      place.pincodeChanged(value);
    };
    return { ...props, onValueChange };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = addressProblem(draft) ?? place.stateProblem(draft);
    if (problem) {
      form.say(problem);
      return;
    }
    const refusal = await onSave(draft);
    if (refusal) form.say(refusal);
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={i18n._(addressMessages.formTitle)}
    >
      <h2 className={styles.formTitle}>{i18n._(addressMessages.formTitle)}</h2>
      <div className={styles.grid}>
        {addressFields.map((field) => (
          <TextField
            key={field.name}
            className={field.name === 'address' ? styles.wide : undefined}
            label={i18n._(field.label)}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            {...fieldProps(field.name)}
          />
        ))}
      </div>
      <fieldset className={styles.types}>
        <legend>{t`Address Type`}</legend>
        {addressTypes.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name="address-type"
              checked={draft.type === type}
              onChange={() => form.update('type')(type)}
            />
            {addressTypeLabel(type)}
          </label>
        ))}
      </fieldset>
      <Alert tone="note">{form.message}</Alert>
      <div className={styles.actions}>
        <Button variant="primary" type="submit">
          {t`SAVE`}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {t`CANCEL`}
        </Button>
      </div>
    </form>
  );
}
