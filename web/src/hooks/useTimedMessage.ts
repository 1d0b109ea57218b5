import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself, by the rule "Message banners clear after 5 s on password screens;
 * ... OTP message clears after 4 s". Showing a new message restarts the clock; leaving the screen stops it.
 */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage('');
  }, []);

  const show = useCallback(
    (text: string, ms: number = durationMs) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(''), ms);
    },
    [durationMs],
  );

  /** A message that stays until the next one (e.g. a failed credential check). */
  const hold = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, hold, clear };
}
