import { type RefObject, useEffect } from 'react';
import { overflowsSideways } from './use-overflowing.ts';

/**
 * Lets a mouse wheel scroll a sideways strip (the header's menu when a long language or a crowded
 * signed-in block leaves it too little room): a wheel turns up and down, and without this a
 * mouse user could not reach the strip's last items. A trackpad's own sideways swipe, and a strip
 * that fits, are left alone.
 */
export const useWheelSideways = (ref: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX) || !overflowsSideways(strip)) return;
      const before = strip.scrollLeft;
      strip.scrollLeft += event.deltaY;
      // at either end the page scrolls as usual
      if (strip.scrollLeft !== before) event.preventDefault();
    };
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, [ref]);
};
