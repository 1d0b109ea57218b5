import { t } from '@lingui/core/macro';
import { orderStatuses, orderTimes, type OrderStatus, type OrderTime } from './data/sampleOrders';
import { toggled, type OrderFilters } from './orderFilters';
import { statusLabel, timeLabel } from './orderText';
import styles from './OrdersPage.module.scss';

interface OrderFiltersPanelProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

function CheckboxGroup<Value extends string>({
  legend,
  options,
  label,
  chosen,
  onToggle,
}: {
  legend: string;
  /** Values stay English (decision 009); the shopper reads their labels. */
  options: readonly Value[];
  label: (value: Value) => string;
  chosen: readonly Value[];
  onToggle: (value: Value) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.option}>
          <input type="checkbox" checked={chosen.includes(option)} onChange={() => onToggle(option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** The status and time filters: any number of choices in each group. */
export function OrderFiltersPanel({ filters, onChange }: OrderFiltersPanelProps) {
  return (
    <aside className={styles.filters} aria-label={t`Filters`}>
      <h2 className={styles.filtersTitle}>{t`Filters`}</h2>
      <CheckboxGroup<OrderStatus>
        legend={t`ORDER STATUS`}
        options={orderStatuses}
        label={statusLabel}
        chosen={filters.statuses}
        onToggle={(status) => onChange({ ...filters, statuses: toggled(filters.statuses, status) })}
      />
      <CheckboxGroup<OrderTime>
        legend={t`ORDER TIME`}
        options={orderTimes}
        label={timeLabel}
        chosen={filters.times}
        onToggle={(time) => onChange({ ...filters, times: toggled(filters.times, time) })}
      />
    </aside>
  );
}
