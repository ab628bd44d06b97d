import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderBalance } from './header-balance.tsx';

// happy-dom lays nothing out: the pill's widths and its size watcher are played by hand
let contentWidth = 0;
let boxWidth = 0;
const watchers: (() => void)[] = [];
const resize = (content: number, box: number) => {
  contentWidth = content;
  boxWidth = box;
  act(() => {
    for (const watcher of watchers) watcher();
  });
};

beforeEach(() => {
  watchers.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        watchers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => contentWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the header balance', () => {
  it('shows the whole figure while it fits', () => {
    contentWidth = 120;
    boxWidth = 140;
    render(<HeaderBalance full="¥1,234,567.89" compact="¥1.23m" />);
    expect(screen.getByTestId('balance').textContent).toBe('¥1,234,567.89');
    expect(screen.queryByTestId('balance-short')).toBeNull();
    expect(screen.getByTestId('balance').parentElement?.title).toBe('');
  });

  it('puts the short form over it when it does not fit, with the whole figure as hover text, and back when room returns', () => {
    contentWidth = 120;
    boxWidth = 140;
    render(<HeaderBalance full="¥1,234,567.89" compact="¥1.23m" />);
    resize(120, 70);
    const short = screen.getByTestId('balance-short');
    expect(short.textContent).toBe('¥1.23m');
    expect(short.getAttribute('aria-hidden')).toBe('true');
    // still there for screen readers and for measuring
    expect(screen.getByTestId('balance').textContent).toBe('¥1,234,567.89');
    expect(short.parentElement?.title).toBe('¥1,234,567.89');

    resize(120, 400);
    expect(screen.queryByTestId('balance-short')).toBeNull();
    expect(screen.getByTestId('balance').parentElement?.title).toBe('');
  });

  it('keeps the whole text when there is no short form (still loading)', () => {
    contentWidth = 200;
    boxWidth = 70;
    render(<HeaderBalance full="Updating…" compact={undefined} />);
    expect(screen.queryByTestId('balance-short')).toBeNull();
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
  });
});
