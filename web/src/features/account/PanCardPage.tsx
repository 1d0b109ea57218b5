/**
 * /account/pancard: PAN number, full name, the card's JPEG image, the declaration and UPLOAD. Only
 * JPEG files are accepted (checked on choosing and again on UPLOAD). There is no upload endpoint
 * in the API, so a complete form says so instead of pretending to send it.
 */
import { i18n } from '@lingui/core';
import { useId, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { TextField } from '../../components/TextField';
import { useForm } from '../../hooks/useForm';
import { AccountPanel } from './AccountPanel';
import { panCardTexts } from './data/panCardTexts';
import { isJpeg, panCardProblem, type PanCardDraft } from './panCard';
import styles from './PanCardPage.module.scss';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';

const emptyDraft: PanCardDraft = { number: '', fullName: '', file: null, declared: false };

export default function PanCardPage() {
  const fileId = useId();
  const form = useForm<PanCardDraft>({ initial: emptyDraft });

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !isJpeg(file)) {
      form.say(i18n._(panCardTexts.onlyJpeg));
      event.target.value = '';
      form.update('file')(null);
      return;
    }
    form.clearMessage();
    form.update('file')(file);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.say(panCardProblem(form.values) ?? i18n._(panCardTexts.ready));
  }

  return (
    <AccountPanel title={i18n._(panCardTexts.title)}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={i18n._(panCardTexts.number)}
          {...form.field('number')}
          onValueChange={(number) => form.update('number')(number.toUpperCase())}
          maxLength={10}
          autoCapitalize="characters"
        />
        <TextField label={i18n._(panCardTexts.fullName)} autoComplete="name" {...form.field('fullName')} />
        <div className={styles.upload}>
          <label htmlFor={fileId}>{i18n._(panCardTexts.upload)}</label>
          <input id={fileId} type="file" accept=".jpg,.jpeg,image/jpeg" onChange={onFile} />
        </div>
        <label className={styles.declaration}>
          <input
            type="checkbox"
            checked={form.values.declared}
            onChange={(event) => form.update('declared')(event.target.checked)}
          />
          <span>{i18n._(panCardTexts.declaration)}</span>
        </label>
        <Alert tone="note">{form.message}</Alert>
        <Button variant="primary" type="submit">
          {i18n._(panCardTexts.submit)}
        </Button>
        <Link to={paths.account.terms} className={styles.terms}>
          {i18n._(panCardTexts.readMore)}
        </Link>
      </form>
    </AccountPanel>
  );
}
