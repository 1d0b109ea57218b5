/**
 * The top bar's search: an ARIA combobox over the loaded catalogue. Typing shows the best matching
 * products (title and small image, what matched highlighted; typos, plurals, synonyms and the
 * shop's languages forgiven: entities/catalogue/search) in a list that scrolls at 400px; arrows
 * move through it, Enter opens the highlighted product's listing (or, with none highlighted, the
 * results listing for the text), Escape closes it. Choosing a product clears the box.
 *
 * Suggestions (useSuggestions.ts) need the catalogue (the hosted API has no search call) and the
 * search engine (suggestions.ts, its own chunk: nothing of it is in the entry script), or, for a
 * large catalogue, the shop server. They are fetched when the shopper first focuses the box or when
 * the browser is idle once the loaded page has settled (hooks/useWhenIdle), whichever comes first:
 * never ahead of the first paint, nor while the first screen is still busy. RTK Query shares the
 * catalogue with the listing.
 */
import { clsx } from 'clsx';
import { formatCount } from '../../lib/i18n/format';
import { t } from '@lingui/core/macro';
import { useDeferredValue, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ProductImage } from '../../components/ProductImage/ProductImage';
import { nextListIndex } from '../../hooks/listKeys';
import { useDismiss } from '../../hooks/useDismiss';
import { useWhenIdle } from '../../hooks/useWhenIdle';
import type { Suggestion } from './suggestions';
import { useSuggestions } from './useSuggestions';
import styles from './SearchBox.module.scss';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/Button/Button';

/** The box's placeholder in English, word for word, its stray space before the comma included. */
export const SEARCH_PLACEHOLDER = 'Search for Product , brands and more';

export function SearchBox({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  // The form's own address, for a browser without script: /search in this page's language.
  const searchHref = useHref(paths.search);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [wanted, setWanted] = useState(false);
  useWhenIdle(() => setWanted(true));
  const typed = useDeferredValue(text);
  const { shown, total, ready } = useSuggestions(wanted, typed);

  const root = useRef<HTMLFormElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const expanded = open && shown.length > 0;
  const noMatch = open && ready && typed.trim() !== '' && total === 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  useDismiss(root, close, open);

  const choose = (product: Suggestion['product']) => {
    setText('');
    close();
    void navigate(paths.productListing(product._id));
  };

  const searchFor = (query: string) => {
    const q = query.trim();
    if (!q) return;
    close();
    void navigate(paths.searchResults(q));
  };

  // The keyboard model of every list of choices (hooks/listKeys.ts); Home/End stay with the text.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nextListIndex(event.key, active, shown.length, { orientation: 'vertical', homeEnd: false });
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
    if (next !== undefined) {
      setOpen(true);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setText('');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? shown[active] : undefined;
    if (chosen) choose(chosen.product);
    else searchFor(text);
  };

  return (
    // Without JavaScript (an old phone, a failed script) the form still searches: GET /search?q=.
    <form
      ref={root}
      role="search"
      action={searchHref}
      method="get"
      className={clsx(styles.search, className)}
      onSubmit={onSubmit}
    >
      <input
        className={styles.input}
        name="q"
        type="text"
        role="combobox"
        aria-label={t`Search products`}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t`Search for Product , brands and more`}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onFocus={() => {
          setWanted(true);
          setOpen(true);
        }}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <Button variant="icon" className={styles.submit} type="submit" aria-label={t`Search`}>
        <Icon
          path="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9"
          size={20}
        />
      </Button>
      <div className={styles.popup} hidden={!expanded && !noMatch}>
        <ul id={listId} role="listbox" aria-label={t`Suggestions`} className={styles.list}>
          {expanded &&
            shown.map(({ product, title }, i) => {
              return (
                // Keys are the combobox field's (aria-activedescendant): an option never has focus.
                // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
                <li
                  key={product._id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={clsx(styles.option, i === active && styles.active)}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(product)}
                >
                  <ProductImage src={product.url} alt="" size={32} />
                  <span className={styles.title}>
                    {title.map((part, at) =>
                      part.match ? (
                        <mark key={at} className={styles.match}>
                          {part.text}
                        </mark>
                      ) : (
                        part.text
                      ),
                    )}
                  </span>
                </li>
              );
            })}
        </ul>
        {expanded && total > shown.length && (
          <p className={styles.note}>
            {t`${shown.length} of ${formatCount(total)} matches shown. Press Enter to see them all.`}
          </p>
        )}
        {noMatch && (
          <p className={styles.note} role="status">
            {t`No product titles match “${typed.trim()}”. Press Enter to search anyway.`}
          </p>
        )}
      </div>
    </form>
  );
}
