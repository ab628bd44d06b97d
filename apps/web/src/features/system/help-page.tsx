import { useTranslation } from 'react-i18next';
import { HelpArticles } from './help-articles.tsx';
import styles from './system-pages.module.css';

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <h1>{t('pages.help.title')}</h1>
      <HelpArticles />
    </section>
  );
}
