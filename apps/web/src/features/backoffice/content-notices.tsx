import { useTranslation } from 'react-i18next';

/** Issue #12: the content area's notices section, filled in by its slice. */
export const ContentNotices = () => {
  const { t } = useTranslation();
  return <p>{t('common.comingSoonBody')}</p>;
};
