import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image.tsx';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  static options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
    FakeObserver.options = options;
  }
  observe = vi.fn();
  disconnect = () => {
    this.disconnected = true;
  };
  unobserve = vi.fn();
  takeRecords = () => [];
  show(isIntersecting = true) {
    act(() =>
      this.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

describe('LazyImage', () => {
  beforeEach(() => {
    FakeObserver.last = null;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderImage = () =>
    render(<LazyImage src="/icons/slot.svg" alt="Lucky" placeholder={<span>LS</span>} />);

  it('asks for the picture only once a tenth of it shows', () => {
    renderImage();
    expect(FakeObserver.options?.threshold).toBe(0.1);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toHaveTextContent('LS');
    FakeObserver.last?.show(false);
    expect(screen.queryByRole('img')).toBeNull();
    FakeObserver.last?.show(true);
    expect(screen.getByRole('img', { name: 'Lucky' })).toHaveAttribute('src', '/icons/slot.svg');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('drops the placeholder once the picture has loaded', () => {
    renderImage();
    FakeObserver.last?.show();
    fireEvent.load(screen.getByRole('img'));
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
  });

  it('makes one attempt: a broken picture stays the placeholder and is not asked for again', () => {
    renderImage();
    const observer = FakeObserver.last;
    observer?.show();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    // scrolling past it again changes nothing, and no new observer watches it
    observer?.show();
    expect(FakeObserver.last).toBe(observer);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('asks for a priority picture at once, first, and paints it as soon as it has loaded', () => {
    render(<LazyImage src="/icons/slot.svg" alt="Lucky" placeholder={<span>LS</span>} priority />);
    expect(FakeObserver.last).toBeNull();
    const picture = screen.getByRole('img', { name: 'Lucky' });
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    // home's largest paint: an async decode let Chromium paint it only after the bundle had run
    expect(picture).toHaveAttribute('decoding', 'sync');
  });

  it('lets the browser decode a picture further down off the first paint', () => {
    renderImage();
    FakeObserver.last?.show();
    expect(screen.getByRole('img')).toHaveAttribute('decoding', 'async');
  });

  it('shows the placeholder at once when there is no picture to ask for', () => {
    render(<LazyImage src="" alt="" placeholder={<span>??</span>} />);
    expect(FakeObserver.last).toBeNull();
    expect(screen.getByTestId('image-placeholder').parentElement).toHaveAttribute('data-state', 'failed');
  });
});
