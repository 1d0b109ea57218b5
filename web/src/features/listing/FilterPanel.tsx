/**
 * The filter sidebar (and, on small screens, the filter drawer's content): one group of
 * checkboxes per facet, each label with the number of products under it. Long lists show their
 * first few labels and a button for the rest.
 */
import { i18n } from '@lingui/core';
import { formatCount } from '../../lib/i18n/format';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { FacetKey, FacetWithOptions, FilterSelection } from './facets';
import styles from './FilterPanel.module.scss';
import { ExpandButton } from '../../components/ExpandButton';
import { Button } from '../../components/Button/Button';

const SHORT_LIST = 6;

interface FilterPanelProps {
  facets: FacetWithOptions[];
  selection: FilterSelection;
  onToggle: (key: FacetKey, label: string) => void;
  onClear: () => void;
}

function FacetGroup({
  entry,
  selected,
  onToggle,
}: {
  entry: FacetWithOptions;
  selected: string[];
  onToggle: FilterPanelProps['onToggle'];
}) {
  const [expanded, setExpanded] = useState(false);
  const { facet, options } = entry;
  const shown = expanded ? options : options.slice(0, SHORT_LIST);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{i18n._(facet.title)}</legend>
      {shown.map((option) => (
        <label key={option.label} className={styles.option}>
          <input
            type="checkbox"
            checked={selected.includes(option.label)}
            onChange={() => onToggle(facet.key, option.label)}
          />
          <span>{facet.display(option.label)}</span>
          <span className={styles.count}>({formatCount(option.count)})</span>
        </label>
      ))}
      {options.length > SHORT_LIST && (
        <ExpandButton className={styles.more} expanded={expanded} onExpandedChange={setExpanded}>
          {expanded ? t`Show fewer` : t`${options.length - SHORT_LIST} MORE`}
        </ExpandButton>
      )}
    </fieldset>
  );
}

export function FilterPanel({ facets, selection, onToggle, onClear }: FilterPanelProps) {
  const anySelected = Object.values(selection).some((labels) => labels.length > 0);
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>{t`Filters`}</h2>
        {anySelected && (
          <Button variant="text" className={styles.clear} onClick={onClear}>
            {t`Clear all`}
          </Button>
        )}
      </div>
      {facets.map((entry) => (
        <FacetGroup
          key={entry.facet.key}
          entry={entry}
          selected={selection[entry.facet.key] ?? []}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}
