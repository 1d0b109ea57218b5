/**
 * /account/pancard: PAN number, full name, the card's JPEG image, the declaration and UPLOAD. Only
 * JPEG files are accepted (checked on choosing and again on UPLOAD). There is no upload endpoint
 * in the API, so a complete form says so instead of pretending to send it.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { TextField } from '../../components/TextField';
import { AccountPanel } from './AccountPanel';
import { panCardTexts } from './data/panCardTexts';
import { isJpeg, panCardProblem, type PanCardDraft } from './panCard';
import styles from './PanCardPage.module.scss';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';

export default function PanCardPage() {
  const fileId = useId();
  const [draft, setDraft] = useState<PanCardDraft>({ number: '', fullName: '', file: null, declared: false });
  const [message, setMessage] = useState('');

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !isJpeg(file)) {
      setMessage(panCardTexts.onlyJpeg);
      event.target.value = '';
      setDraft((current) => ({ ...current, file: null }));
      return;
    }
    setMessage('');
    setDraft((current) => ({ ...current, file }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(panCardProblem(draft) ?? panCardTexts.ready);
  }

  return (
    <AccountPanel title={panCardTexts.title}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={panCardTexts.number}
          value={draft.number}
          maxLength={10}
          autoCapitalize="characters"
          onValueChange={(number) => setDraft((current) => ({ ...current, number: number.toUpperCase() }))}
        />
        <TextField
          label={panCardTexts.fullName}
          autoComplete="name"
          value={draft.fullName}
          onValueChange={(fullName) => setDraft((current) => ({ ...current, fullName }))}
        />
        <div className={styles.upload}>
          <label htmlFor={fileId}>{panCardTexts.upload}</label>
          <input id={fileId} type="file" accept=".jpg,.jpeg,image/jpeg" onChange={onFile} />
        </div>
        <label className={styles.declaration}>
          <input
            type="checkbox"
            checked={draft.declared}
            onChange={(event) => setDraft((current) => ({ ...current, declared: event.target.checked }))}
          />
          <span>{panCardTexts.declaration}</span>
        </label>
        <Alert tone="note">{message}</Alert>
        <Button variant="primary" type="submit">
          {panCardTexts.submit}
        </Button>
        <Link to={paths.account.terms} className={styles.terms}>
          {panCardTexts.readMore}
        </Link>
      </form>
    </AccountPanel>
  );
}
