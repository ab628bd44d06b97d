import { useTranslation } from 'react-i18next';

/** Issue #12: the content area's messages section, filled in by its slice. */
export const ContentMessages = () => {
  const { t } = useTranslation();
  return <p>{t('common.comingSoonBody')}</p>;
};
