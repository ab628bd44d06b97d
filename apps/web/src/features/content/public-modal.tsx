import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal.tsx';
import { EmptyState } from '../../shared/ui/page-state.tsx';
import styles from './public-modal.module.css';

export interface Notice {
  id: number;
  title: string;
  content: string;
}

/** spec §2 publicModal: announcement pop-up, pages of 8 titles, list left and HTML content right */
export const noticesPerPage = 8;

export const PublicModal = ({ notices, onClose }: { notices: Notice[]; onClose: () => void }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState(0);
  const pages = Math.max(1, Math.ceil(notices.length / noticesPerPage));
  const shown = notices.slice(page * noticesPerPage, (page + 1) * noticesPerPage);
  const current = notices[selected];
  return (
    <Modal title={t('notices.title')} onClose={onClose} wide>
      {notices.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <div className={styles.split}>
          <div>
            <ul className={styles.titles}>
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
                <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('common.previous')}
                </button>
                <span>
                  {page + 1} / {pages}
                </span>
                <button type="button" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
                  {t('common.next')}
                </button>
              </div>
            ) : null}
          </div>
          <article
            className={styles.content}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on the server and again here
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(current?.content ?? '') }}
          />
        </div>
      )}
    </Modal>
  );
};
