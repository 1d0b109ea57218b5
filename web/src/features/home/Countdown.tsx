import { formatTimeLeft, useCountdown } from '../../hooks/useCountdown';
import { RAIL_COUNTDOWN_MS } from './data/rails';
import styles from './ProductRail.module.scss';

/** The timed rails' countdown, from 14 hours: '13 hours, 59 minutes, 59 seconds Left'. */
export function Countdown() {
  const left = useCountdown(RAIL_COUNTDOWN_MS);
  return (
    <p className={styles.countdown} role="timer">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 11h-5v-2h3V6h2z" />
      </svg>
      {formatTimeLeft(left)}
    </p>
  );
}
