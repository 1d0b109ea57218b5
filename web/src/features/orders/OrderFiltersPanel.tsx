import { orderStatuses, orderTimes, type OrderStatus, type OrderTime } from './data/sampleOrders';
import { toggled, type OrderFilters } from './orderFilters';
import styles from './OrdersPage.module.scss';

interface OrderFiltersPanelProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

function CheckboxGroup<Value extends string>({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  options: readonly Value[];
  chosen: readonly Value[];
  onToggle: (value: Value) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.option}>
          <input type="checkbox" checked={chosen.includes(option)} onChange={() => onToggle(option)} />
          {option}
        </label>
      ))}
    </fieldset>
  );
}

/** The status and time filters: any number of choices in each group. */
export function OrderFiltersPanel({ filters, onChange }: OrderFiltersPanelProps) {
  return (
    <aside className={styles.filters} aria-label="Filters">
      <h2 className={styles.filtersTitle}>Filters</h2>
      <CheckboxGroup<OrderStatus>
        legend="ORDER STATUS"
        options={orderStatuses}
        chosen={filters.statuses}
        onToggle={(status) => onChange({ ...filters, statuses: toggled(filters.statuses, status) })}
      />
      <CheckboxGroup<OrderTime>
        legend="ORDER TIME"
        options={orderTimes}
        chosen={filters.times}
        onToggle={(time) => onChange({ ...filters, times: toggled(filters.times, time) })}
      />
    </aside>
  );
}
