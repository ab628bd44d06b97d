import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (a search box asks once the typing pauses). */
export const useDebounced = <T>(value: T, delayMs = 300) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};
