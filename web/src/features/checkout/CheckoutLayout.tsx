/**
 * The frame of every checkout step: the heading, the three steps (done ones are links back, the
 * current one is marked for screen readers) and the cart's price details beside the step's content.
 */
import { PageHead } from '../../components/PageHead/PageHead';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PriceDetails, type CodFeeLine } from '../../components/PriceDetails/PriceDetails';
import type { CartTotals } from '../../entities/cart/cartTotals';
import { checkoutSteps, type CheckoutStep } from './checkoutSteps';
import styles from './Checkout.module.scss';

interface CheckoutLayoutProps {
  step: CheckoutStep;
  totals: CartTotals | null;
  /** The payment step's Cash on Delivery fee, when the order would pay one. */
  codFee?: CodFeeLine | null;
  children: ReactNode;
}

export function CheckoutLayout({ step, totals, codFee, children }: CheckoutLayoutProps) {
  const steps = checkoutSteps();
  const currentIndex = steps.findIndex((each) => each.step === step);
  const current = steps[currentIndex];
  return (
    <div className={styles.page}>
      <PageHead title={t`Checkout: ${current?.label ?? ''}`} noindex />
      <h1 className={styles.heading}>{t`Checkout: ${current?.label ?? ''}`}</h1>
      <nav aria-label={t`Checkout steps`}>
        <ol className={styles.steps}>
          {steps.map((each, index) => (
            <li
              key={each.step}
              className={[styles.step, index === currentIndex ? styles.current : ''].filter(Boolean).join(' ')}
              aria-current={index === currentIndex ? 'step' : undefined}
            >
              {index < currentIndex ? <Link to={each.href}>{each.label}</Link> : each.label}
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        {totals && totals.itemCount > 0 && (
          <aside className={styles.side}>
            <PriceDetails totals={totals} codFee={codFee} />
          </aside>
        )}
      </div>
    </div>
  );
}
