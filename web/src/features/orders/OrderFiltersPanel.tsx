import { t } from '@lingui/core/macro';
import { orderStatuses, orderTimes } from './data/sampleOrders';
import { toggled, type OrderFilters } from './orderFilters';
import { statusLabel, timeLabel } from './orderText';
import styles from './OrdersPage.module.scss';

interface OrderFiltersPanelProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

/** The filters chosen by ticking boxes, and a value of each. */
type ChoiceField = 'statuses' | 'times';
type ChoiceOf<Field extends ChoiceField> = OrderFilters[Field][number];

function CheckboxGroup<Field extends ChoiceField>({
  field,
  legend,
  options,
  label,
  filters,
  onChange,
}: OrderFiltersPanelProps & {
  field: Field;
  legend: string;
  /** Values stay English (decision 009); the shopper reads their labels. */
  options: readonly ChoiceOf<Field>[];
  label: (value: ChoiceOf<Field>) => string;
}) {
  const chosen: readonly ChoiceOf<Field>[] = filters[field];
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.option}>
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={() => onChange({ ...filters, [field]: toggled(chosen, option) })}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** The status and time filters: any number of choices in each group. */
export function OrderFiltersPanel(state: OrderFiltersPanelProps) {
  return (
    <aside className={styles.filters} aria-label={t`Filters`}>
      <h2 className={styles.filtersTitle}>{t`Filters`}</h2>
      <CheckboxGroup field="statuses" legend={t`ORDER STATUS`} options={orderStatuses} label={statusLabel} {...state} />
      <CheckboxGroup field="times" legend={t`ORDER TIME`} options={orderTimes} label={timeLabel} {...state} />
    </aside>
  );
}
