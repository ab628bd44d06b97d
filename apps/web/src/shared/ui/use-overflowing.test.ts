import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchStrip } from './use-overflowing.ts';

afterEach(() => vi.unstubAllGlobals());

/** A ResizeObserver that records what it is asked to watch, and lets the test report a change. */
const recordingObserver = () => {
  const watched: Element[] = [];
  const callbacks: (() => void)[] = [];
  let disconnected = false;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe(element: Element) {
        watched.push(element);
      }
      disconnect() {
        disconnected = true;
      }
    },
  );
  const resize = () => {
    for (const callback of callbacks) callback();
  };
  return { watched, resize, disconnected: () => disconnected };
};

const stripOf = (items: number) => {
  const strip = document.createElement('ul');
  for (let index = 0; index < items; index++) strip.append(document.createElement('li'));
  return strip;
};

describe('watching a sideways strip', () => {
  it('checks at once, and again when the strip or any of its items changes size (a label in another language)', () => {
    const observer = recordingObserver();
    const strip = stripOf(3);
    const check = vi.fn();
    const stop = watchStrip(strip, check);
    expect(check).toHaveBeenCalledTimes(1);
    expect(observer.watched).toEqual([strip, ...strip.children]);
    observer.resize();
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    expect(observer.disconnected()).toBe(true);
  });

  it('still checks once where the browser has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const check = vi.fn();
    watchStrip(stripOf(1), check)();
    expect(check).toHaveBeenCalledTimes(1);
  });
});
