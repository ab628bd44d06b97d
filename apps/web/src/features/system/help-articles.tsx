import type { HelpArticle } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { currentLanguage } from '../../i18n/language.ts';
import { helpQuery } from '../../shared/api/use-system.ts';
import { type HelpSelection, helpSearch, noSelection } from '../../shared/nav/help-address.ts';
import { EmptyState, ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import styles from './help-articles.module.css';

interface HelpCategory {
  key: string;
  articles: HelpArticle[];
}

/** Articles grouped by category, in the server's order (sort, then id) for both. */
export const groupHelp = (articles: HelpArticle[]): HelpCategory[] => {
  const groups = new Map<string, HelpArticle[]>();
  for (const article of articles) {
    const group = groups.get(article.category);
    if (group) group.push(article);
    else groups.set(article.category, [article]);
  }
  return [...groups].map(([key, list]) => ({ key, articles: list }));
};

const humanize = (key: string) => (key ? key[0]?.toUpperCase() + key.slice(1).replaceAll(/[-_]/g, ' ') : key);

/** The page's selection lives in the address (deep links); `#article-12` from older links works too. */
export const useHelpAddress = () => {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const fromHash = /^#article-(\d+)$/.exec(hash)?.[1];
  const articleParam = params.get('article') ?? fromHash ?? null;
  const article = articleParam !== null && /^\d+$/.test(articleParam) ? Number(articleParam) : null;
  return { category: params.get('category'), article } satisfies HelpSelection;
};

/** The modal keeps its selection to itself. */
export const useHelpState = () => useState<HelpSelection>(noSelection);

interface HelpNavigationProps {
  selection: HelpSelection;
  /** the page renders links (deep links); the modal renders buttons that call onSelect */
  onSelect?: (next: HelpSelection) => void;
}

/**
 * Help centre navigation (spec §2 /help, /helpmc, helpModal): topics, then the chosen topic's
 * articles, then the article. Content is server-sanitized HTML, sanitized again here.
 */
export const HelpArticles = ({ selection, onSelect }: HelpNavigationProps) => {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const help = useQuery(helpQuery(currentLanguage()));
  // after a step (not on arrival) the new view's heading takes the focus the clicked link had
  const heading = useRef<HTMLHeadingElement>(null);
  const step = `${selection.category}/${selection.article}`;
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    heading.current?.focus();
  }, [step]);
  if (help.isPending) return <Spinner />;
  if (help.isError) return <ErrorState message={t('errors.NETWORK')} onRetry={() => void help.refetch()} />;
  if (help.data.length === 0) return <EmptyState title={t('help.empty')} />;

  const groups = groupHelp(help.data);
  const chosen = selection.article === null ? undefined : help.data.find((a) => a.id === selection.article);
  const category = groups.find((group) => group.key === (chosen?.category ?? selection.category));
  // a topic of one article (the terms) opens it: a list of one would be a click for nothing
  const single = category?.articles.length === 1;
  const article = chosen ?? (single ? category?.articles[0] : undefined);
  const missing = (selection.article !== null && !chosen) || (selection.category !== null && !category);
  const label = (key: string) => t(`help.categories.${key}`, { defaultValue: humanize(key) });

  const go = (next: HelpSelection, children: ReactNode, className?: string) =>
    onSelect ? (
      <button type="button" className={className} onClick={() => onSelect(next)}>
        {children}
      </button>
    ) : (
      <Link to={helpSearch(next)} className={className}>
        {children}
      </Link>
    );

  const crumbs: { key: string; node: ReactNode }[] = [];
  if (category) {
    crumbs.push({ key: 'topics', node: go(noSelection, t('help.topics')) });
    crumbs.push({
      key: 'category',
      node:
        article && !single
          ? go({ category: category.key, article: null }, label(category.key))
          : label(category.key),
    });
    if (article && !single) crumbs.push({ key: 'article', node: article.title });
  }

  return (
    <div className={styles.help} key={i18n.language} data-testid="help-navigation">
      {crumbs.length > 0 ? (
        <nav aria-label={t('help.breadcrumb')} className={styles.crumbs}>
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={crumb.key} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.node}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {missing ? (
        <p className={styles.missing} role="status">
          {t('help.notFound')}
        </p>
      ) : null}
      {article ? (
        <article className={styles.article} data-testid="help-article">
          <h2 ref={heading} tabIndex={-1}>
            {article.title}
          </h2>
          <div
            className={styles.content}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: operator HTML, sanitized on the server and again here
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(article.content) }}
          />
        </article>
      ) : null}
      {category && article && category.articles.length > 1 ? (
        <section className={styles.related}>
          <h3>{t('help.moreIn', { topic: label(category.key) })}</h3>
          <ul className={styles.list}>
            {category.articles
              .filter((other) => other.id !== article.id)
              .map((other) => (
                <li key={other.id}>
                  {go({ category: category.key, article: other.id }, other.title, styles.item)}
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      {category && !article ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
            {label(category.key)}
          </h2>
          <ul className={styles.list} data-testid="help-article-list">
            {category.articles.map((item) => (
              <li key={item.id}>
                {go({ category: category.key, article: item.id }, item.title, styles.item)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {category ? null : (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
            {t('help.topics')}
          </h2>
          <ul className={styles.topics} data-testid="help-categories">
            {groups.map((group) => (
              <li key={group.key}>
                {go(
                  { category: group.key, article: null },
                  <>
                    <span className={styles.topicName}>{label(group.key)}</span>
                    <span className={styles.topicPreview}>
                      {group.articles.map((item) => item.title).join(' · ')}
                    </span>
                  </>,
                  styles.topic,
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};
