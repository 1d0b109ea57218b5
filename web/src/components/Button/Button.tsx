/**
 * The shop's buttons, one look per variant: primary (filled), accent (filled in the orange of the
 * sign-in screens' and checkout's calls to action), outline, text (a link-like button) and danger
 * (a red text button). A link that should look like a button takes `buttonClass`.
 */
import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import styles from './Button.module.scss';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'text' | 'danger';

export function buttonClass(variant: ButtonVariant, className?: string): string {
  return clsx(styles.button, styles[variant], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
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
