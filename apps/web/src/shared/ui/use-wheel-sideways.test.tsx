import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useWheelSideways } from './use-wheel-sideways.ts';

/** A strip `content` px wide in a box `box` px wide, as a browser's layout would measure them. */
const Strip = ({ content, box }: { content: number; box: number }) => {
  const ref = useRef<HTMLUListElement>(null);
  useWheelSideways(ref);
  return (
    <ul
      data-testid="strip"
      ref={(node) => {
        ref.current = node;
        if (!node) return;
        Object.defineProperty(node, 'scrollWidth', { configurable: true, value: content });
        Object.defineProperty(node, 'clientWidth', { configurable: true, value: box });
      }}
    />
  );
};

const turn = (strip: HTMLElement, deltaY: number, deltaX = 0) => {
  const event = new WheelEvent('wheel', { deltaY, deltaX, bubbles: true, cancelable: true });
  strip.dispatchEvent(event);
  return event;
};

describe('a mouse wheel over a sideways strip', () => {
  it('scrolls a strip that runs past its box sideways, instead of the page', () => {
    const { getByTestId } = render(<Strip content={900} box={600} />);
    const strip = getByTestId('strip');
    const event = turn(strip, 120);
    expect(strip.scrollLeft).toBe(120);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves a strip that fits, and a sideways swipe, to the browser', () => {
    const { getByTestId, unmount } = render(<Strip content={500} box={600} />);
    expect(turn(getByTestId('strip'), 120).defaultPrevented).toBe(false);
    unmount();
    const { getByTestId: again } = render(<Strip content={900} box={600} />);
    const swipe = turn(again('strip'), 10, 80);
    expect(swipe.defaultPrevented).toBe(false);
    expect(again('strip').scrollLeft).toBe(0);
  });
});
