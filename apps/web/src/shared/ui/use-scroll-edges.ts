import { type RefObject, useEffect, useState } from 'react';

/** What a sideways-scrolling strip hides: items before its left edge, after its right edge. */
export type ScrollEdges = { before: boolean; after: boolean };

/** A pixel of rounding either way is not a hidden item. */
const edgesOf = (strip: HTMLElement): ScrollEdges => ({
  before: strip.scrollLeft > 1,
  after: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
});

/**
 * Whether a strip that scrolls sideways (the member centre's menu on a phone) has items out of
 * sight on either side, kept up to date as it scrolls and as its size changes, so the edge can say
 * there is more.
 */
export const useScrollEdges = (ref: RefObject<HTMLElement | null>) => {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const check = () => {
      const next = edgesOf(strip);
      setEdges((now) => (now.before === next.before && now.after === next.after ? now : next));
    };
    check();
    strip.addEventListener('scroll', check, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
};
