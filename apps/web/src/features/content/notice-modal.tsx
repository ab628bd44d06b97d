import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal.tsx';
import { useModals } from '../../shared/ui/modal-store.ts';
import { EmptyState } from '../../shared/ui/page-state.tsx';
import { useAnnouncements } from './announcement-store.ts';
import styles from './public-modal.module.css';

/** spec §2 noticeModal: one news item, its title and its HTML (sanitized on the server and again here). */
export const NoticeModal = () => {
  const { t } = useTranslation();
  const notice = useAnnouncements((state) => state.notice);
  const hide = useModals((state) => state.hide);
  return (
    <Modal title={notice?.title ?? t('notices.title')} onClose={hide} testId="notice-modal">
      {notice?.content ? (
        <article
          className={styles.content}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on the server and again here
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(notice.content) }}
        />
      ) : (
        <EmptyState title={t('notices.noText')} />
      )}
    </Modal>
  );
};
