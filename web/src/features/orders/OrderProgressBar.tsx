import { t } from '@lingui/core/macro';
import type { Order } from '../../lib/api';
import styles from './OrderDetailPage.module.scss';
import { orderProgress, type ProgressStep } from './orderProgress';
import { formatOrderDate } from '../../lib/i18n/format';

/** The progress slider: how far the order has come, with each step and its date. */
export function OrderProgressBar({ order }: { order: Order }) {
  return <ProgressTrack {...orderProgress(order)} />;
}

interface ProgressTrackProps {
  steps: ProgressStep[];
  percent: number;
  current: string;
}

function ProgressTrack({ steps, percent, current }: ProgressTrackProps) {
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t`Order progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={current}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <ol className={styles.steps} aria-label={t`Order steps`}>
        {steps.map((step) => (
          <li key={step.label} className={step.done ? styles.done : undefined}>
            <span className={styles.stepLabel}>{step.label}</span>
            {step.date && <span className={styles.stepDate}>{formatOrderDate(step.date)}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
