/**
 * The shop's buttons, one look per variant: primary (filled brand), accent (filled orange, the
 * buying actions), outline, text (a link-like button), danger (a red text button), icon (a glyph
 * with no box: close, arrows, menu) and chip (a small token such as a chosen filter). A `className`
 * sizes or places one button and wins over the variant's look. A link that should look like a
 * button takes `buttonClass`; `IconButton` is a text button drawn as one Icon path and named by its label.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../Icon';
import styles from './Button.module.scss';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'text' | 'danger' | 'icon' | 'chip';

export function buttonClass(variant: ButtonVariant, className?: string): string {
  return clsx(styles.button, styles[variant], className);
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant: ButtonVariant;
}

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

interface IconButtonProps extends Omit<ButtonProps, 'variant' | 'children' | 'aria-label'> {
  /** What the button does, for screen readers (the glyph says nothing to them). */
  label: string;
  /** The glyph's path on the 24×24 grid (see Icon). */
  icon: string;
  size?: number;
}

/** A text-look button drawn as a glyph only, named by its label. */
export function IconButton({ label, icon, size = 16, ...props }: IconButtonProps) {
  return (
    <Button variant="text" aria-label={label} {...props}>
      <Icon path={icon} size={size} />
    </Button>
  );
}
