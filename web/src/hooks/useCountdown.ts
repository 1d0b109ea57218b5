import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

/** The time left until a deadline fixed when the component mounts, ticking every second. */
export function useCountdown(durationMs: number): number {
  const [deadline] = useState(() => Date.now() + durationMs);
  const [left, setLeft] = useState(durationMs);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, deadline - Date.now()));
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return left;
}

/** "13 hours, 59 minutes, 59 seconds Left": the timed rails' countdown text (hours, minutes, seconds Left). */
export function formatTimeLeft(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return t`${hours} hours, ${minutes} minutes, ${seconds} seconds Left`;
}
