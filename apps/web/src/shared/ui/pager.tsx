import { useTranslation } from 'react-i18next';
import styles from './pager.module.css';

/** A page number to show, or a gap ('gap') standing for the pages left out. */
export type PagerItem = number | 'gap';

/**
 * The numbered pages to show (spec §9: range 3, margin 1): `margin` pages at each end, `range`
 * pages around the current one, and a gap between them. A gap of a single page shows that page
 * instead, since a "…" would take the same room and say less.
 */
export const pagerItems = (page: number, pages: number, range: number, margin: number): PagerItem[] => {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(1, page), pages);
  // the window keeps `range` pages even at the ends (1 2 3 … 10, not 1 2 … 10)
  let start = current - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > pages) {
    start = Math.max(1, start - (end - pages));
    end = pages;
  }
  const shown = new Set<number>();
  for (let n = 1; n <= Math.min(margin, pages); n++) shown.add(n);
  for (let n = Math.max(1, pages - margin + 1); n <= pages; n++) shown.add(n);
  for (let n = start; n <= end; n++) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
};

/**
 * Previous, numbered pages to jump to, next; shown only when there is more than one page. Every
 * list pages this way (spec §9: range 3, margin 1), so a player can go back to the first page of
 * their records in one click.
 */
export const Pager = ({
  page,
  pages,
  onPage,
  range = 3,
  margin = 1,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** how many numbered pages around the current one (spec §9: 3) */
  range?: number;
  /** how many numbered pages at each end (spec §9: 1) */
  margin?: number;
}) => {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className={styles.pager} data-testid="pager">
      <button
        type="button"
        className="button button-ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <ul className={styles.pages}>
        {pagerItems(page, pages, range, margin).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === page ? styles.current : styles.number}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="button button-ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
    </div>
  );
};

export const pageCount = (data: { total: number; pageSize: number } | undefined) =>
  data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
