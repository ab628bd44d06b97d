import { useTranslation } from 'react-i18next';
import styles from './pager.module.css';

/** Previous / page of pages / next, shown only when there is more than one page. */
export const Pager = ({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className={styles.pager}>
      <button
        type="button"
        className="button button-ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <span>
        {page} / {pages}
      </span>
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
