/**
 * A menu that opens under its button: on hover with a mouse, on tap, or with Enter/Space from the
 * keyboard. The arrow keys (and Home/End inside it) move through its links and buttons as in every
 * list of choices (hooks/listKeys.ts); ArrowDown/ArrowUp on the button open it at the first/last.
 * Escape closes it and puts focus back on the button; tabbing out or pressing outside closes it
 * too, and so does following one of its links. Its content is drawn the first time it opens, not
 * with the page: the category bar's menus alone hold some 150 links that most visits never show.
 */
import { clsx } from 'clsx';
import { useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { nextListIndex } from '../../hooks/listKeys';
import { useDismiss } from '../../hooks/useDismiss';
import styles from './Dropdown.module.scss';
import { Button } from '../../components/Button/Button';

interface DropdownProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name, when its content is an icon. */
  ariaLabel?: string;
  /** Shown before the button inside the hover area (e.g. the Login link). */
  lead?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
  children: ReactNode;
}

export function Dropdown({
  label,
  ariaLabel,
  lead,
  align = 'start',
  className = '',
  buttonClassName = '',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const drawn = useRef(false);
  if (open) drawn.current = true;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const lastPointer = useRef<string>('');
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, close, open);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      button.current?.focus();
      return;
    }
    const fromButton = event.target === button.current && event.key.startsWith('Arrow');
    if (fromButton && !open) flushSync(() => setOpen(true));
    const items = [...(panel.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (current < 0 && !fromButton) return;
    const next = nextListIndex(event.key, current, items.length, { orientation: 'vertical' });
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a, button')) close();
  };

  return (
    // The menu's own controls are the button and the links: this box only hears what bubbles from
    // them (arrow keys, leaving focus) and a mouse hovering, which opens the menu as a convenience.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div
      ref={root}
      className={clsx(styles.dropdown, className)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && close()}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) close();
      }}
      onKeyDown={onKeyDown}
    >
      {lead}
      <Button
        variant="icon"
        ref={button}
        className={clsx(styles.button, buttonClassName)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse has already opened the menu by hovering; a click must not close it again.
          if (lastPointer.current === 'mouse') setOpen(true);
          else setOpen((was) => !was);
          lastPointer.current = '';
        }}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </Button>
      {/* A click on any link or button inside closes the menu: delegated, not a control itself. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions */}
      <div
        ref={panel}
        id={panelId}
        className={clsx(styles.panel, align === 'end' && styles.end)}
        hidden={!open}
        onClick={onPanelClick}
      >
        {drawn.current && children}
      </div>
    </div>
  );
}
