import { type RefObject, useEffect } from 'react';
import { overflowsSideways, watchStrip } from './use-overflowing.ts';

/** How far inside the strip's edge the item lands, clear of the 28 px fade there (scroll-fade.module.css). */
const margin = 36;

/**
 * Keeps one item (`selector`, within `ref`) inside a strip that scrolls sideways, such as the member
 * centre's menu on a phone, where the open page's tab may lie past the edge: when the item changes,
 * and when the strip's size or its items' does (a window turned, labels in another language). Only
 * the strip scrolls, never the window.
 */
export const useItemInView = (ref: RefObject<HTMLElement | null>, selector: string) => {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const reveal = () => {
      const item = strip.querySelector(selector);
      if (!item || !overflowsSideways(strip)) return;
      const box = strip.getBoundingClientRect();
      const at = item.getBoundingClientRect();
      if (at.left < box.left) strip.scrollLeft -= box.left - at.left + margin;
      else if (at.right > box.right) strip.scrollLeft += at.right - box.right + margin;
    };
    return watchStrip(strip, reveal);
  }, [ref, selector]);
};
