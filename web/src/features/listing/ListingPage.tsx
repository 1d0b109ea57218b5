/**
 * The listing: /filter-product/{id} (the clicked product's category, that product first) and
 * /search?q= (results for the text). The whole catalogue is loaded once and filtered, sorted and
 * paged here, because the hosted API ignores filter parameters; filters, sort and page live in the
 * URL so links, reloads and Back keep them. A page the server rendered carries a summary of what
 * it shows instead of the catalogue (its route's loader data, listingView.ts): the listing is drawn
 * from that until the catalogue arrives.
 */
import { ScriptNeeded } from '../../components/ScriptNeeded/ScriptNeeded';
import { PageHead } from '../../components/PageHead/PageHead';
import { formatCount } from '../../lib/i18n/format';
import { t } from '@lingui/core/macro';
import { memo, startTransition, useMemo, useOptimistic, useState } from 'react';
import { useDrawnInTasks } from '../../hooks/useDrawnInTasks';
import { useHydrated } from '../../hooks/useHydrated';
import { useKeptWhileSame } from '../../hooks/useKeptWhileSame';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { BELOW_DESKTOP } from '../../lib/breakpoints';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { skipTargets } from '../../lib/skipTargets';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { Drawer } from '../../components/Drawer/Drawer';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import { WishlistButton } from '../../components/WishlistButton';
import { useGetProductsQuery } from '../../entities/catalogue/productsApi';
import type { FacetKey } from './facets';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { clearFilters, readListingState, removeFilter, toggleFilter, toggleSelected } from './listingParams';
import styles from './ListingPage.module.scss';
import { samePage, scopeOf, summaryView, useListingView, type ListingSummary, type ListingView } from './listingView';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';
import { PopularReviews } from './PopularReviews';
import { SortTabs } from './SortTabs';
import type { CardProduct } from '../../components/ProductCard/ProductCard';
import { LoadProblem } from '../../components/LoadProblem/LoadProblem';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';

/** A category's listing, for search results and previews. */
const listingDescription = (category: string) =>
  t`${category} at rupee prices: compare prices, offers and ratings on Rupee Storefront.`;

function countText(first: number, last: number, total: number, query: string | undefined) {
  const count = formatCount(total);
  return query
    ? t`Showing ${first} – ${last} of ${count} results for “${query}”`
    : t`Showing ${first} – ${last} of ${count} products`;
}

/** The first card is the likely largest paint; the first row (four at large widths) is on the first screen. */
const firstScreenPriority = (index: number) => (index === 0 ? 'high' : index < 4 ? 'eager' : 'lazy');

/** A result's card: drawn again only when its product or place changes, not with every render of the page. */
const ListingCard = memo(function ListingCard({ product, index }: { product: CardProduct; index: number }) {
  return (
    <ProductCard
      product={product}
      to={paths.productDetail(product._id)}
      imageSize={180}
      headingLevel={2}
      imagePriority={firstScreenPriority(index)}
      actions={<WishlistButton product={product} />}
    />
  );
});

const noPage: ListingView['page'] = { page: 1, pageCount: 1, first: 0, last: 0, items: [] };

/** Cards drawn with the page (a phone's first screen), then as many more per task. */
const CARDS_PER_TASK = 4;

export default function ListingPage() {
  const { prodId } = useParams();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const scope = useMemo(() => scopeOf(prodId, query), [prodId, query]);
  const state = useMemo(() => readListingState(params), [params]);
  const { data: products, isError, refetch } = useGetProductsQuery();
  // The server's summary of the URL it rendered (null after a navigation in the browser). While the
  // catalogue is still on its way, a filter, sort or page chosen meanwhile in the same scope keeps
  // showing that summary (the new choice ticked) rather than a spinner, until the catalogue draws it.
  const loaded = useLoaderData<ListingSummary | null | undefined>();
  const scopeKey = `${prodId ?? ''} ${query}`;
  const [kept, keep] = useState({ summary: loaded, scopeKey });
  if (loaded && loaded !== kept.summary) keep({ summary: loaded, scopeKey });
  const summary = kept.scopeKey === scopeKey ? kept.summary : undefined;
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Below the large breakpoint the sidebar is hidden and the filters open in the drawer instead.
  const compact = useMediaQuery(BELOW_DESKTOP);
  // The sidebar's filters are not in the server's HTML: a phone hides them, and counting the facets
  // while hydrating held its main thread (decision 025). They draw once the page is live.
  const sidebar = useHydrated() && !compact;
  const computed = useListingView(products, scope, state, sidebar || filtersOpen);
  const summed = useMemo(() => (summary ? summaryView(summary, scope) : undefined), [summary, scope]);
  const view = (products && computed) ?? summed;
  // The server's summary, then the page drawn from the catalogue, keep their cards while they match.
  const page = useKeptWhileSame(view?.page ?? noPage, samePage);
  const drawn = useDrawnInTasks(page.items.length, CARDS_PER_TASK, page.items);

  // A filter change keeps the page where it is (the shopper is in the sidebar); paging scrolls up.
  const update = (next: URLSearchParams) => setParams(next, { preventScrollReset: true });
  // The router applies a URL change in a transition (the filtered list may take a while to draw);
  // the ticked box shows at once meanwhile.
  const [shownSelection, showToggled] = useOptimistic(state.selection, (selection, [key, label]: [FacetKey, string]) =>
    toggleSelected(selection, key, label),
  );
  const onToggle = (key: FacetKey, label: string) =>
    startTransition(() => {
      showToggled([key, label]);
      update(toggleFilter(params, key, label));
    });
  const onRemove = (key: FacetKey, label: string) => update(removeFilter(params, key, label));
  const onClear = () => update(clearFilters(params));

  if (!view) {
    if (isError) return <LoadProblem message={t`Products could not be loaded.`} onRetry={() => void refetch()} />;
    return <Alert tone="loading" />;
  }

  const { facets, scopedCount, resultCount } = view;
  const panel = <FilterPanel facets={facets} selection={shownSelection} onToggle={onToggle} onClear={onClear} />;
  const searching = scope.kind === 'search' && query.trim() !== '';
  const heading = searching ? t`Search results for “${view.heading}”` : view.heading;

  return (
    <div className={styles.listing}>
      <aside className={styles.sidebar} aria-label={t`Filters`}>
        {sidebar && panel}
      </aside>
      <section id={skipTargets.results} tabIndex={-1} className={styles.results} aria-labelledby="listing-heading">
        {/* Search results are left out of search engines; a listing's other pages are pages of their own. */}
        <PageHead
          title={heading}
          description={scope.kind === 'search' ? undefined : listingDescription(view.heading)}
          noindex={scope.kind === 'search'}
          definingQuery={scope.kind === 'search' ? ['q', 'page'] : ['page']}
        />
        <div className={styles.top}>
          <Breadcrumbs crumbs={[{ label: t`Home`, to: paths.home }, { label: searching ? t`Search` : view.heading }]} />
          <h1 id="listing-heading" className={styles.heading}>
            {heading}
          </h1>
          <p className={styles.count} aria-live="polite">
            {scopedCount > 0 && countText(page.first, page.last, resultCount, searching ? query.trim() : undefined)}
          </p>
          <Button
            variant="outline"
            className={styles.filterButton}
            onClick={() => setFiltersOpen(true)}
            aria-haspopup="dialog"
          >
            {t`Filters`}
          </Button>
          <ScriptNeeded>{t`Filters need JavaScript; sorting and pages work without it.`}</ScriptNeeded>
          <FilterChips selection={state.selection} onRemove={onRemove} onClear={onClear} />
          <SortTabs params={params} current={state.sort} />
        </div>
        {page.items.length > 0 ? (
          <ul className={styles.grid}>
            {page.items.map(({ product }, i) =>
              i < drawn ? (
                <li key={product._id}>
                  <ListingCard product={product} index={i} />
                </li>
              ) : (
                <li key={product._id} className={styles.pending} />
              ),
            )}
          </ul>
        ) : scopedCount === 0 ? (
          <NoResults query={query.trim()} help={view.help} />
        ) : (
          <div className={styles.empty}>
            <p>{t`No products match these filters.`}</p>
            <Button variant="outline" onClick={onClear}>
              {t`Clear all filters`}
            </Button>
          </div>
        )}
        <Pagination params={params} page={page.page} pageCount={page.pageCount} />
        <PopularReviews products={page.items.map((item) => item.product)} />
      </section>
      <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t`Filters`}>
        {panel}
      </Drawer>
    </div>
  );
}
