/**
 * The wait for a UPI payment (decision 031): the order is placed and its payment `pending` until the
 * bank answers, at most until `expiresAt`. On a phone the order's `upi://pay` link opens the
 * shopper's UPI app; on a wide screen the same link is a QR code to scan with the phone. Which one
 * shows is the stylesheet's choice (both are in the HTML), so the server's page and the browser's
 * first render agree; the countdown starts once the page is live.
 */
import { t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { buttonClass } from '../../components/Button/Button';
import { PageHead } from '../../components/PageHead/PageHead';
import { paymentTimeLeft } from '../../entities/orders/orderActionsApi';
import type { Order } from '../../lib/api';
import { formatRupees } from '../../lib/money';
import checkoutStyles from './Checkout.module.scss';
import styles from './PaymentPending.module.scss';
import { readUpiIntent } from './upiIntent';
import { UpiQrCode } from './UpiQrCode';

const everySecond = (onTick: () => void) => {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
};
const thisSecond = () => Math.floor(Date.now() / 1000) * 1000;
const notLiveYet = () => null;

/** This device's time to the second, ticking; null on the server and while the page hydrates. */
function useSecondClock(): number | null {
  return useSyncExternalStore(everySecond, thisSecond, notLiveYet);
}

/** "4:05": minutes and seconds. */
function minutesAndSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function timeLeftText(ms: number): string {
  const clock = minutesAndSeconds(ms);
  return t`Time left to pay: ${clock}`;
}

function IntentPayment({ link }: { link: string }) {
  const intent = readUpiIntent(link);
  const amount = formatRupees(Number(intent.amount));
  const payee = `${intent.payeeName} (${intent.payeeVpa})`;
  const { reference } = intent;
  return (
    <>
      <div className={styles.phoneOnly}>
        <a className={buttonClass('accent', styles.payLink)} href={link}>
          {t`Pay ${amount} with any UPI app`}
        </a>
        <p className={checkoutStyles.muted}>
          {t`Your UPI app opens with the amount filled in. Approve the payment there, then come back to this page.`}
        </p>
      </div>
      <figure className={styles.wideOnly}>
        <UpiQrCode link={link} label={t`UPI QR code: pays ${amount} to ${payee} for order ${reference}`} />
        <figcaption className={styles.caption}>
          <p>{t`Scan this code with any UPI app on your phone to pay ${amount} to ${payee}.`}</p>
          <p className={checkoutStyles.muted}>
            {t`The payment link:`} <a href={link}>{link}</a>
          </p>
        </figcaption>
      </figure>
    </>
  );
}

export function PaymentPending({ order }: { order: Order }) {
  const now = useSecondClock();
  const left = now === null ? null : paymentTimeLeft(order, now);
  const amount = formatRupees(order.total);
  const { upiIntent, upiId = '' } = order.payment;
  return (
    <section className={checkoutStyles.card} aria-labelledby="pending-title">
      <PageHead title={t`Complete your payment`} noindex />
      <h1 id="pending-title" className={checkoutStyles.cardTitle}>
        {t`Complete your payment`}
      </h1>
      <p>{t`Order number ${order.id}`}</p>
      {upiIntent ? (
        <IntentPayment link={upiIntent} />
      ) : (
        <p>{t`We sent a request for ${amount} to ${upiId}. Open your UPI app and approve it.`}</p>
      )}
      <p className={styles.timer} role="timer">
        {left === null ? '' : left > 0 ? timeLeftText(left) : t`Checking with your bank…`}
      </p>
      <Alert tone="loading">{t`Waiting for your bank to confirm the payment…`}</Alert>
      <p className={checkoutStyles.muted}>
        {t`Keep this page open: it moves on by itself. If the payment does not go through, nothing is charged and your products go back to your cart.`}
      </p>
    </section>
  );
}
