import { type AdminHelpArticle, isLanguageCode, type LanguageCode } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { FormError } from '../../shared/ui/field.tsx';
import { useAdminSession } from './admin-session-store.ts';
import { languageName } from './content-form-parts.tsx';
import { adminHelpCall, deleteAdminHelpCall, helpKey, refreshHelp } from './content-help-calls.ts';
import { ContentHelpForm } from './content-help-form.tsx';
import styles from './content-notices.module.css';
import { QueuePanel, QueueState } from './queue-parts.tsx';

/**
 * The back office's help centre: the articles of one language (and topic), in the order the site
 * shows them; owners add, change and delete them (after a confirm), support and cashiers read.
 */
export const ContentHelp = () => {
  const { t, i18n } = useTranslation();
  const languageId = useId();
  const categoryId = useId();
  const queryClient = useQueryClient();
  const canEdit = useAdminSession((state) => state.session?.role === 'owner');
  const brand = useStatus().data?.info.brand;
  const offered = brand?.languages ?? [];
  const start =
    isLanguageCode(i18n.language) && offered.includes(i18n.language) ? i18n.language : brand?.defaultLanguage;
  const [language, setLanguage] = useState<LanguageCode | ''>(start ?? '');
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<AdminHelpArticle | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const articles = useQuery({
    queryKey: [...helpKey, language, category],
    queryFn: () => adminHelpCall({ language: language || undefined, category: category || undefined }),
  });
  // every topic of this language, so the filter offers the operator's own keys too
  const topics = useQuery({
    queryKey: [...helpKey, language, 'topics'],
    queryFn: () => adminHelpCall({ language: language || undefined }),
    select: (rows) => [...new Set(rows.map((row) => row.category))],
  });
  const remove = useMutation({
    mutationFn: deleteAdminHelpCall,
    onSuccess: async () => {
      setConfirming(null);
      await refreshHelp(queryClient);
    },
  });
  const topicName = (key: string) => t(`help.categories.${key}`, { defaultValue: key });
  return (
    <QueuePanel
      label={t('backoffice.content.help')}
      testId="bo-content-help"
      lead={t('backoffice.content.hlp.lead')}
    >
      {canEdit ? null : (
        <p className={styles.hint} data-testid="bo-help-readonly">
          {t('backoffice.content.ntc.ownerOnly')}
        </p>
      )}
      <div className={styles.filters}>
        <label htmlFor={languageId}>{t('backoffice.content.hlp.language')}</label>
        <select
          id={languageId}
          value={language}
          onChange={(event) => {
            setLanguage(isLanguageCode(event.target.value) ? event.target.value : '');
            setCategory('');
          }}
          data-testid="bo-help-filter-language"
        >
          <option value="">{t('backoffice.content.hlp.allLanguages')}</option>
          {offered.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
        <label htmlFor={categoryId}>{t('backoffice.content.hlp.category')}</label>
        <select
          id={categoryId}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          data-testid="bo-help-filter-category"
        >
          <option value="">{t('backoffice.content.hlp.allCategories')}</option>
          {(topics.data ?? []).map((key) => (
            <option key={key} value={key}>
              {topicName(key)}
            </option>
          ))}
        </select>
        {canEdit && !editing ? (
          <button
            type="button"
            className="button"
            onClick={() => setEditing('new')}
            data-testid="bo-help-add"
          >
            {t('backoffice.content.hlp.add')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <ContentHelpForm
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? null : editing}
          language={language || brand?.defaultLanguage || 'EN'}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <FormError message={remove.error ? errorText(t, remove.error) : null} />
      <QueueState query={articles} empty={t('backoffice.content.hlp.none')}>
        <ol className={styles.list} data-testid="bo-help-articles">
          {(articles.data ?? []).map((row) => (
            <li key={row.id} className={styles.item} data-testid={`bo-help-${row.id}`}>
              <div className={styles.head}>
                <strong lang={row.language.toLowerCase()}>{row.title}</strong>
                <span className={styles.type}>{topicName(row.category)}</span>
                <span className={styles.type}>{languageName(row.language)}</span>
                <span className={styles.type}>{t(`backoffice.content.hlp.devices.${row.device}`)}</span>
              </div>
              <p className={styles.meta}>
                {t('backoffice.content.hlp.meta', { key: row.category, sort: row.sort })}
              </p>
              {canEdit ? (
                <div className={styles.actions}>
                  {confirming === row.id ? (
                    <>
                      <p className={styles.confirm} role="alert">
                        {t('backoffice.content.ntc.confirmDelete', { title: row.title })}
                      </p>
                      <button
                        type="button"
                        className="button"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(row.id)}
                      >
                        {t('backoffice.content.ntc.confirmYes')}
                      </button>
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => setConfirming(null)}
                      >
                        {t('backoffice.content.ntc.keep')}
                      </button>
                    </>
                  ) : (
                    <>
                      <button type="button" className="button button-ghost" onClick={() => setEditing(row)}>
                        {t('backoffice.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => {
                          remove.reset();
                          setConfirming(row.id);
                        }}
                      >
                        {t('backoffice.content.ntc.delete')}
                      </button>
                    </>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </QueueState>
    </QueuePanel>
  );
};
