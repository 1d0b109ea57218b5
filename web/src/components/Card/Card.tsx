/** A white card on the grey page: a section with the shop's card padding and shadow. */
import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import styles from './Card.module.scss';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={clsx(styles.card, className)} {...props} />;
}
