import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/language.ts';
import { helpQuery } from '../../shared/api/use-system.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import styles from './system-pages.module.css';

/** Help centre articles in the current language; content is server-sanitized HTML, sanitized again here. */
export const HelpArticles = () => {
  const { t, i18n } = useTranslation();
  const help = useQuery(helpQuery(currentLanguage()));
  if (help.isPending) return <Spinner />;
  if (help.isError) return <ErrorState message={t('errors.NETWORK')} onRetry={() => void help.refetch()} />;
  if (help.data.length === 0) return <EmptyState title={t('help.empty')} />;
  return (
    <div className={styles.articles} key={i18n.language}>
      {help.data.map((article) => (
        <article key={article.id} id={`article-${article.id}`} className={styles.card}>
          <h2>{article.title}</h2>
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on the server and again here
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(article.content) }}
          />
        </article>
      ))}
    </div>
  );
};
