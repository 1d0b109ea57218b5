import { useState } from 'react';

/** The keys of a form's text values: those a GiftField can edit. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

/**
 * What both gift card forms share: the values, their errors (shown only once BUY NOW was pressed),
 * and `field(key)`, the value, change handler and error that a GiftField for that key takes.
 */
export function useGiftForm<Values extends object>(
  blank: Values,
  errorsOf: (values: Values) => Partial<Record<keyof Values, string | null>>,
) {
  const [values, setValues] = useState(blank);
  const [checked, setChecked] = useState(false);
  const errors = errorsOf(values);
  const update =
    <Key extends keyof Values>(key: Key) =>
    (value: Values[Key]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const field = <Key extends TextKey<Values>>(key: Key) => ({
    value: values[key] as string,
    onValueChange: update(key) as (value: string) => void,
    error: checked ? (errors[key] ?? null) : null,
  });
  /** Shows the errors from now on; true when there are none, so the form may go on. */
  function check() {
    setChecked(true);
    return !Object.values(errors).some(Boolean);
  }
  return { values, update, field, check };
}
