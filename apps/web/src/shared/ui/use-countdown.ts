import { useEffect, useState } from 'react';

/** Seconds left before a code may be sent again (spec §4: 60 s, or expiredMinutes × 60 for reset). */
export const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
};
