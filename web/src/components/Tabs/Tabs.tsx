/**
 * Tabs after the WAI-ARIA pattern: one tab in the Tab order, arrow keys (and Home/End) move the
 * selection as in every list of choices (hooks/listKeys.ts), and the panel is labelled by its tab.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextListIndex } from '../../hooks/listKeys';
import styles from './Tabs.module.scss';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  /** Names the tab list for screen readers, and prefixes the element ids. */
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}

export function Tabs<Id extends string>({ label, idPrefix, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = nextListIndex(event.key, index, tabs.length, { orientation: 'horizontal' });
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            // A raw button: a tab of the strip (role="tab"), drawn as a heading with an underline.
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? `${styles.tab} ${styles.selected}` : styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
