/**
 * /account/orders: the orders placed on this server (PlacedOrders) where it takes orders; else
 * (the hosted API) breadcrumb, status and time filters, the order search, the ten placeholder
 * orders (each opening its detail page) and 'No more results to display'.
 */
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { sampleOrders } from './data/sampleOrders';
import { filterOrders, noFilters, type OrderFilters } from './orderFilters';
import { OrderFiltersPanel } from './OrderFiltersPanel';
import { OrderRow } from './OrderRow';
import { OrdersBreadcrumb } from './OrdersBreadcrumb';
import styles from './OrdersPage.module.scss';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { useOrdersOffered } from '../../entities/orders/ordersApi';
import { PlacedOrders } from './PlacedOrders';
import { Button } from '../../components/Button/Button';

export default function OrdersPage() {
  return useOrdersOffered() === 'yes' ? <PlacedOrders /> : <SampleOrders />;
}

function SampleOrders() {
  const [filters, setFilters] = useState<OrderFilters>(noFilters);
  const [typed, setTyped] = useState('');
  const orders = filterOrders(sampleOrders, filters);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters((current) => ({ ...current, query: typed.trim() }));
  }

  return (
    <div className={styles.page}>
      <OrdersBreadcrumb />
      <VisuallyHidden as="h1">{t`My Orders`}</VisuallyHidden>
      <div className={styles.layout}>
        <OrderFiltersPanel filters={filters} onChange={setFilters} />
        <div className={styles.results}>
          <form className={styles.search} role="search" onSubmit={search}>
            <input
              type="search"
              aria-label={t`Search your orders`}
              placeholder={t`Search your orders here`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button variant="primary" type="submit" className={styles.searchButton}>{t`Search Orders`}</Button>
          </form>
          {orders.length > 0 ? (
            <ul className={styles.list} aria-label={t`Orders`}>
              {orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          ) : (
            <p className={styles.none}>{t`No orders match your search and filters.`}</p>
          )}
          <Button variant="outline" className={styles.noMore} disabled>
            {t`No more results to display`}
          </Button>
        </div>
      </div>
    </div>
  );
}
