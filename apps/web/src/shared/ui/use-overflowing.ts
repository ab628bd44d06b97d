import { type RefObject, useEffect, useState } from 'react';

/** Whether an element's content runs wider than the element, so it scrolls sideways (a pixel of rounding aside). */
export const overflowsSideways = (element: HTMLElement) => element.scrollWidth > element.clientWidth + 1;

/** Whether an element's content runs wider than the element (it scrolls sideways), kept up to date as sizes change. */
export const useOverflowing = (ref: RefObject<HTMLElement | null>) => {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(overflowsSideways(element));
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
};
