import { useTranslation } from 'react-i18next';
import { HelpNotices } from '../content/help-notices.tsx';
import { HelpArticles, useHelpAddress } from './help-articles.tsx';
import styles from './system-pages.module.css';

/**
 * /help and /helpmc (the latter without side menu and footer, for embedding in apps): the help
 * centre's H notices, then the articles; deep links in the address.
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const selection = useHelpAddress();
  return (
    <section className={styles.page}>
      <h1>{t('pages.help.title')}</h1>
      <HelpNotices />
      <HelpArticles selection={selection} />
    </section>
  );
}
