import { type RefObject, useEffect, useState } from 'react';
import { watchStrip } from './use-overflowing.ts';

/** What a sideways-scrolling strip hides: items before its left edge, after its right edge. */
export type ScrollEdges = { before: boolean; after: boolean };

/** A pixel of rounding either way is not a hidden item. */
const edgesOf = (strip: HTMLElement): ScrollEdges => ({
  before: strip.scrollLeft > 1,
  after: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
});

/**
 * Whether a strip that scrolls sideways (the member centre's menu on a phone) has items out of
 * sight on either side, kept up to date as it scrolls and as its size or its items' change, so the
 * edge can say there is more.
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
    return watchStrip(strip, check, { onScroll: true });
  }, [ref]);
  return edges;
};
