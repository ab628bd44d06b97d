import { type ReactNode, useEffect, useRef, useState } from 'react';
import { lazyImageThreshold } from './catalogue-rules.ts';
import styles from './games.module.css';

type ImageState = 'waiting' | 'loading' | 'loaded' | 'failed';

interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  /** drawn until the picture has loaded, and for good when it fails */
  placeholder: ReactNode;
  /**
   * Above the fold on arrival (home's popular row): asked for at once and first, since it is what
   * the page's largest paint waits for; lazy loading would only add a round of layout and observer.
   * It is decoded with the frame that first holds it (`decoding="sync"`): asked to decode it "async",
   * Chromium painted home's first SVG picture only after the bundle had run (docs/first-page.md).
   */
  priority?: boolean;
}

const LazyImageOnce = ({ src, alt, className, placeholder, priority = false }: LazyImageProps) => {
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<ImageState>(src ? (priority ? 'loading' : 'waiting') : 'failed');

  useEffect(() => {
    if (state !== 'waiting' || !box.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setState('loading');
      return;
    }
    // spec §9: loads when a tenth of it shows, and is asked for once
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // only a picture not yet asked for is asked for: a late notice cannot ask again
        setState((current) => (current === 'waiting' ? 'loading' : current));
      },
      { threshold: lazyImageThreshold },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [state]);

  return (
    <span ref={box} className={`${styles.lazyImage} ${className ?? ''}`} data-state={state}>
      {state === 'loading' || state === 'loaded' ? (
        <img
          src={src}
          alt={alt}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setState('loaded')}
          // one attempt: a broken picture stays the placeholder, it is not asked for again
          onError={() => setState('failed')}
        />
      ) : null}
      {state !== 'loaded' ? (
        <span className={styles.placeholder} aria-hidden="true" data-testid="image-placeholder">
          {placeholder}
        </span>
      ) : null}
    </span>
  );
};

/** An image that loads when it scrolls into view (threshold 0.1), or at once with `priority`; once, with a placeholder if it fails. */
export const LazyImage = (props: LazyImageProps) => <LazyImageOnce key={props.src} {...props} />;
