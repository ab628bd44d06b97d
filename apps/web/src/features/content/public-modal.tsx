import type { PlayerNotice as Notice } from '@croupier/contract/paths';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal.tsx';
import { EmptyState } from '../../shared/ui/page-state.tsx';
import styles from './public-modal.module.css';

/** spec §2 publicModal: announcement pop-up, pages of 8 titles, list left and HTML content right */
export const noticesPerPage = 8;

export const PublicModal = ({
  notices,
  onClose,
}: {
  notices: Pick<Notice, 'id' | 'title' | 'content'>[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState(0);
  const pages = Math.max(1, Math.ceil(notices.length / noticesPerPage));
  const shown = notices.slice(page * noticesPerPage, (page + 1) * noticesPerPage);
  const current = notices[selected];
  // turning a page shows that page's first notice, so the text always belongs to a listed title
  const turn = (to: number) => {
    setPage(to);
    setSelected(to * noticesPerPage);
  };
  return (
    <Modal title={t('notices.title')} onClose={onClose} wide testId="public-modal">
      {notices.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <div className={styles.split}>
          <nav aria-label={t('notices.list')}>
            <ul className={styles.titles} data-testid="public-modal-titles">
              {shown.map((notice, index) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    aria-current={page * noticesPerPage + index === selected}
                    onClick={() => setSelected(page * noticesPerPage + index)}
                  >
                    {notice.title}
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <div className={styles.pager}>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={page === 0}
                  onClick={() => turn(page - 1)}
                >
                  {t('common.previous')}
                </button>
                <span data-testid="public-modal-page">{t('notices.page', { page: page + 1, pages })}</span>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={page >= pages - 1}
                  onClick={() => turn(page + 1)}
                >
                  {t('common.next')}
                </button>
              </div>
            ) : null}
          </nav>
          <article className={styles.content} aria-live="polite" data-testid="public-modal-content">
            <h3>{current?.title}</h3>
            <div
              // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on the server and again here
              dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(current?.content ?? '') }}
            />
          </article>
        </div>
      )}
    </Modal>
  );
};
