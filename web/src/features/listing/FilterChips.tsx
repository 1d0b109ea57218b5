import { t } from '@lingui/core/macro';
import { facets, type FacetKey, type FilterSelection } from './facets';
import styles from './FilterChips.module.scss';
import { Button } from '../../components/Button/Button';

interface FilterChipsProps {
  selection: FilterSelection;
  onRemove: (key: FacetKey, label: string) => void;
  onClear: () => void;
}

/** The selected filters as chips; clicking one removes it. */
export function FilterChips({ selection, onRemove, onClear }: FilterChipsProps) {
  const chips = facets.flatMap((facet) =>
    (selection[facet.key] ?? []).map((label) => ({ key: facet.key, label, text: facet.display(label) })),
  );
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t`Selected filters`}>
      {chips.map(({ key, label, text }) => (
        <li key={`${key}:${label}`}>
          <Button
            variant="chip"
            className={styles.chip}
            onClick={() => onRemove(key, label)}
            aria-label={t`Remove filter: ${text}`}
          >
            <span aria-hidden="true">✕</span> {text}
          </Button>
        </li>
      ))}
      <li>
        <Button variant="text" className={styles.clear} onClick={onClear}>
          {t`Clear all`}
        </Button>
      </li>
    </ul>
  );
}
