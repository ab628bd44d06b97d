import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../shared/format/use-formats.ts';
import { openNotice } from './announcement-store.ts';
import { useNotices } from './api/notices.ts';
import styles from './help-notices.module.css';
import panel from './notices-panel.module.css';

/**
 * The help centre's H notices (spec §9), above its topics: a compact list of titles and dates;
 * one opens in noticeModal like home's news. Nothing shows while they load or when there are
 * none, so the help centre reads as before; a failure says so with a retry.
 */
export const HelpNotices = () => {
  const { t } = useTranslation();
  const formats = useFormats();
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
      <ul className={panel.list}>
        {notices.data.map((notice) => (
          <li key={notice.id}>
            <button
              type="button"
              className={panel.item}
              aria-haspopup="dialog"
              onClick={() => openNotice(notice)}
            >
              <span className={panel.title}>{notice.title}</span>
              <time className={panel.date} dateTime={notice.startsAt}>
                {formats.date(notice.startsAt)}
              </time>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
