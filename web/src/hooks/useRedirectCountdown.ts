import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Leaves for another route after a pause, counting the seconds down so the screen can show that
 * it is happening (home 5 s after a verified code, 2 s after deleting an account).
 */
export function useRedirectCountdown() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const departure = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(ticker.current);
    clearTimeout(departure.current);
  }, []);

  const start = useCallback(
    (to: string, seconds: number) => {
      stop();
      setSecondsLeft(seconds);
      ticker.current = setInterval(() => setSecondsLeft((left) => (left && left > 1 ? left - 1 : left)), 1000);
      departure.current = setTimeout(() => {
        stop();
        void navigate(to);
      }, seconds * 1000);
    },
    [navigate, stop],
  );

  useEffect(() => stop, [stop]);

  return { secondsLeft, start };
}
