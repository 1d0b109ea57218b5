/**
 * The shop's buttons, one look per variant: primary (filled brand), accent (filled orange, the
 * buying actions), outline, text (a link-like button), danger (a red text button), icon (a glyph
 * with no box: close, arrows, menu) and chip (a small token such as a chosen filter). A `className`
 * sizes or places one button and wins over the variant's look. A link that should look like a
 * button takes `buttonClass`.
 */
import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
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
