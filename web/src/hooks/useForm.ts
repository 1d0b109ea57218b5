/**
 * The one form model. A form holds its values; each field's error, shown from the first submit on
 * and tied to its input by TextField (aria-invalid, aria-describedby); and one form-level message in
 * the form's Alert, for what no single field owns: a rule across fields, "Loading...", the server's
 * answer. `messageMs` makes that message clear itself (the password screens' 5 s rule).
 */
import { useCallback, useState } from 'react';
import { useTimedMessage } from './useTimedMessage';

/** The keys of a form's text values: those a TextField can edit. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

type FieldErrors<Values> = Partial<Record<keyof Values, string | null>>;

interface FormOptions<Values> {
  initial: Values | (() => Values);
  /** Each field's error for these values (null or absent when it is fine). */
  errorsOf?: (values: Values) => FieldErrors<Values>;
  messageMs?: number;
}

const noErrors = () => ({});

export function useForm<Values extends object>({ initial, errorsOf = noErrors, messageMs }: FormOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const status = useTimedMessage(messageMs ?? 0);
  const errors: FieldErrors<Values> = errorsOf(values);

  const update =
    <Key extends keyof Values>(key: Key) =>
    (value: Values[Key]) =>
      setValues((current) => ({ ...current, [key]: value }));

  /** What a TextField for `key` takes: its value, its change handler and its error. */
  const field = <Key extends TextKey<Values>>(key: Key) => ({
    value: values[key] as string,
    onValueChange: update(key) as (value: string) => void,
    error: checked ? (errors[key] ?? null) : null,
  });

  /** Shows the field errors from now on; true when there are none, so the form may go on. */
  function check() {
    setChecked(true);
    return !Object.values(errors).some(Boolean);
  }

  /** The form-level message: it clears itself after `messageMs`, or stays until the next. Stable, so an effect may say. */
  const { show, hold } = status;
  const say = useCallback((text: string) => (messageMs ? show(text) : hold(text)), [messageMs, show, hold]);

  return { values, setValues, update, field, check, message: status.message, say, clearMessage: status.clear };
}
