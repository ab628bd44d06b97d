import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from './api/notices.ts';
import styles from './help-notices.module.css';
import { NoticeTitleList } from './notices-panel.tsx';

/**
 * The help centre's H notices (spec §9), above its topics: a compact list of titles and dates;
 * one opens in noticeModal like home's news. Nothing shows while they load or when there are
 * none, so the help centre reads as before; a failure says so with a retry.
 */
export const HelpNotices = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const notices = useNotices('H');
  if (notices.isError)
    return (
      <p className={styles.failed} role="alert">
        {t('help.noticesFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void notices.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    );
  if (!notices.data?.length) return null;
  return (
    <section className={styles.notices} aria-labelledby={headingId} data-testid="help-notices">
      <h2 id={headingId}>{t('help.notices')}</h2>
      <NoticeTitleList notices={notices.data} />
    </section>
  );
};
