import { isBannerAddress, type PlayerBanner } from '@croupier/contract/paths';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './banners-carousel.module.css';
import { useBanners } from './banners-query.ts';

/** spec: banners advance every 6 s unless the visitor is on them or asked for less motion */
export const bannerInterval = 6_000;
/** a horizontal move of at least this many px is a swipe */
const swipeDistance = 40;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The image, linked when the operator gave a link: a site path in the app, an https one in a new tab. */
const Slide = ({ banner, load, eager }: { banner: PlayerBanner; load: boolean; eager: boolean }) => {
  const image = load ? (
    <>
      <img
        className={styles.backdrop}
        src={banner.image}
        alt=""
        aria-hidden="true"
        decoding="async"
        draggable={false}
      />
      <img
        className={styles.picture}
        src={banner.image}
        alt={banner.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </>
  ) : null;
  // the server refused anything else on save; this keeps a bad row from ever becoming a link
  const link = banner.link && isBannerAddress(banner.link) ? banner.link : null;
  if (!link) return <div className={styles.frame}>{image}</div>;
  if (link.startsWith('/')) {
    return (
      <Link className={styles.frame} to={link} aria-label={banner.alt} draggable={false}>
        {image}
      </Link>
    );
  }
  return (
    <a
      className={styles.frame}
      href={link}
      target="_blank"
      draggable={false}
      rel="noopener noreferrer"
      aria-label={banner.alt}
    >
      {image}
    </a>
  );
};

/**
 * The carousel over home's banner area: it covers the static banner exactly (same box), so its
 * arrival moves nothing on the page. Only the first image loads with the page; the others load
 * when they are next. Prev/next, dots, arrow keys and swipes move it; hover, focus or a reduced-
 * motion preference stop the 6-second advance. One banner shows without controls.
 */
export const BannersCarousel = ({ banners }: { banners: PlayerBanner[] }) => {
  const { t } = useTranslation();
  const count = banners.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  // images already asked for: the current slide and the next one
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);

  const index = count > 0 ? current % count : 0;
  const go = useCallback((to: number) => setCurrent(((to % count) + count) % count), [count]);
  const moving = count > 1 && !reduced && !paused && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => go(index + 1), bannerInterval);
    return () => window.clearTimeout(timer);
  }, [moving, index, go]);

  useEffect(() => {
    if (count < 2) return;
    const next = (index + 1) % count;
    setLoaded((seen) => (seen.has(index) && seen.has(next) ? seen : new Set([...seen, index, next])));
  }, [index, count]);

  if (count === 0) return null;
  const several = count > 1;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home.banners.carousel')}
      aria-label={t('home.banners.label')}
      data-testid="home-banners"
      data-motion={reduced ? 'reduced' : 'full'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (!several) return;
        if (event.key === 'ArrowLeft') go(index - 1);
        else if (event.key === 'ArrowRight') go(index + 1);
      }}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (!several || start === null) return;
        const moved = event.clientX - start;
        swiped.current = Math.abs(moved) >= swipeDistance;
        if (swiped.current) go(moved < 0 ? index + 1 : index - 1);
      }}
      onClickCapture={(event) => {
        // a mouse drag that ends on a linked banner moves the carousel, it does not follow the link
        if (swiped.current) event.preventDefault();
        swiped.current = false;
      }}
    >
      <div className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {banners.map((banner, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group ("2 of 3")
          <div
            key={banner.id}
            className={styles.slide}
            role="group"
            aria-roledescription={t('home.banners.slide')}
            aria-label={t('home.banners.position', { n: position + 1, count })}
            data-active={position === index}
            aria-hidden={position === index ? undefined : true}
            inert={position === index ? undefined : true}
            data-testid="home-banner"
          >
            <Slide banner={banner} load={position === 0 || loaded.has(position)} eager={position === 0} />
          </div>
        ))}
      </div>
      {several ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('home.banners.previous')}
            onClick={() => go(index - 1)}
          >
            <Chevron flip />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('home.banners.goTo', { n: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
          {reduced ? null : (
            <button
              type="button"
              className={styles.arrow}
              aria-label={t(paused ? 'home.banners.play' : 'home.banners.pause')}
              aria-pressed={paused}
              onClick={() => setPaused(!paused)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('home.banners.next')}
            onClick={() => go(index + 1)}
          >
            <Chevron />
          </button>
        </div>
      ) : null}
    </section>
  );
};

const Chevron = ({ flip = false }: { flip?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    style={flip ? { transform: 'scaleX(-1)' } : undefined}
  >
    <path
      fill="currentColor"
      d="M9.3 5.3a1 1 0 0 1 1.4 0l6 6a1 1 0 0 1 0 1.4l-6 6a1 1 0 1 1-1.4-1.4l5.3-5.3-5.3-5.3a1 1 0 0 1 0-1.4Z"
    />
  </svg>
);
const PauseIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path fill="currentColor" d="M7 5h3v14H7zM14 5h3v14h-3z" />
  </svg>
);
const PlayIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
    <path fill="currentColor" d="M8 5v14l11-7z" />
  </svg>
);

/**
 * Home's banner area: the static banner (its h1 and calls to action) is always laid out and sets
 * the box; when the merchant has banners the carousel covers it, leaving the h1 to screen readers.
 */
export const HomeBanners = ({
  className,
  children,
}: {
  className?: string | undefined;
  children: ReactNode;
}) => {
  const banners = useBanners().data ?? [];
  const covered = banners.length > 0;
  return (
    <section className={`${className ?? ''} ${styles.area} ${covered ? styles.covered : ''}`}>
      {children}
      {covered ? <BannersCarousel banners={banners} /> : null}
    </section>
  );
};
