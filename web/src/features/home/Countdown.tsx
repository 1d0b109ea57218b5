import { formatTimeLeft, useCountdown } from '../../hooks/useCountdown';
import { RAIL_COUNTDOWN_MS } from './data/rails';
import styles from './ProductRail.module.scss';
import { Icon } from '../../components/Icon';

/** The timed rails' countdown, from 14 hours: '13 hours, 59 minutes, 59 seconds Left'. */
export function Countdown() {
  const left = useCountdown(RAIL_COUNTDOWN_MS);
  return (
    <p className={styles.countdown} role="timer">
      <Icon path="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 11h-5v-2h3V6h2z" size={16} />
      {formatTimeLeft(left)}
    </p>
  );
}
