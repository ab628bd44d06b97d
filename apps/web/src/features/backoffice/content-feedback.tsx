import { useTranslation } from 'react-i18next';

/** Issue #12: the content area's feedback section, filled in by its slice. */
export const ContentFeedback = () => {
  const { t } = useTranslation();
  return <p>{t('common.comingSoonBody')}</p>;
};
