import type { PlayerNotice } from '@croupier/contract/paths';
import DOMPurify from 'dompurify';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/format/use-formats.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { useNotices } from './api/notices.ts';
import styles from './promotions-page.module.css';

/** The plain text of operator HTML (after DOMPurify), for a card's two-line preview. */
const plainText = (html: string) =>
  new DOMParser().parseFromString(DOMPurify.sanitize(html), 'text/html').body.textContent?.trim() ?? '';

/**
 * The promotion's window: "from <start>", or "<start> – <end>" when the operator set an end.
 */
const useWindowText = () => {
  const { t } = useTranslation();
  const formats = useFormats();
  return (notice: PlayerNotice) => {
    const start = formats.date(notice.startsAt);
    return notice.endsAt
      ? t('pages.promotions.window', { start, end: formats.date(notice.endsAt) })
      : t('pages.promotions.from', { start });
  };
};

const PromotionCard = ({ notice }: { notice: PlayerNotice }) => {
  const { t } = useTranslation();
  const windowText = useWindowText();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const preview = plainText(notice.content);
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId} data-testid="promotion">
        <h2 id={titleId}>{notice.title}</h2>
        <p className={styles.window}>
          <time dateTime={notice.startsAt}>{windowText(notice)}</time>
        </p>
        {open ? null : <p className={styles.preview}>{preview || t('pages.promotions.noText')}</p>}
        <div
          id={bodyId}
          className={styles.content}
          hidden={!open}
          data-testid="promotion-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on the server and again here
          dangerouslySetInnerHTML={{ __html: open ? DOMPurify.sanitize(notice.content) : '' }}
        />
        {preview ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {t(open ? 'pages.promotions.less' : 'pages.promotions.more')}
          </button>
        ) : null}
      </article>
    </li>
  );
};

/** /promotions: the PR notices (promotion news) showing now, in the server's order, as cards. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const promotions = useNotices('PR');
  return (
    <section className={styles.page}>
      <h1>{t('pages.promotions.title')}</h1>
      <p className={styles.lead}>{t('pages.promotions.lead')}</p>
      {promotions.isPending ? <Spinner /> : null}
      {promotions.isError ? (
        <ErrorState message={t('pages.promotions.loadFailed')} onRetry={() => void promotions.refetch()} />
      ) : null}
      {promotions.data?.length === 0 ? (
        <EmptyState title={t('pages.promotions.empty')}>
          <p className={styles.hint}>{t('pages.promotions.emptyHint')}</p>
        </EmptyState>
      ) : null}
      {promotions.data?.length ? (
        <ul className={styles.list} data-testid="promotions">
          {promotions.data.map((notice) => (
            <PromotionCard key={notice.id} notice={notice} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
