import { type RefObject, useEffect, useState } from 'react';

/** Whether an element's content runs wider than the element, so it scrolls sideways (a pixel of rounding aside). */
export const overflowsSideways = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;

/**
 * Runs `check` now, and again whenever a sideways strip or one of its items changes size (a window
 * turned, a label in another language, a balance that grew). Answers how to stop. The one watcher
 * behind the hooks that read a strip's overflow.
 */
export const watchStrip = (strip: HTMLElement, check: () => void) => {
  check();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
  if (observer) {
    observer.observe(strip);
    for (const item of strip.children) observer.observe(item);
  }
  return () => observer?.disconnect();
};

/** Whether an element's content runs wider than the element (it scrolls sideways), kept up to date as sizes change. */
export const useOverflowing = (ref: RefObject<HTMLElement | null>) => {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchStrip(element, () => setOverflowing(overflowsSideways(element)));
  }, [ref]);
  return overflowing;
};
