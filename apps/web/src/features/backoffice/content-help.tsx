import { type AdminHelpArticle, isLanguageCode, type LanguageCode } from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { languageName } from './content-form-parts.tsx';
import { adminHelpCall, deleteAdminHelpCall, helpKey, refreshHelp } from './content-help-calls.ts';
import { ContentHelpForm } from './content-help-form.tsx';
import { AddButton, ContentListPanel, ContentRows, RowTag, useContentList } from './content-list-parts.tsx';
import styles from './content-notices.module.css';

/**
 * The back office's help centre: the articles of one language (and topic), in the order the site
 * shows them; owners add, change and delete them (after a confirm), support and cashiers read.
 */
export const ContentHelp = () => {
  const { t, i18n } = useTranslation();
  const languageId = useId();
  const categoryId = useId();
  const queryClient = useQueryClient();
  const brand = useStatus().data?.info.brand;
  const offered = brand?.languages ?? [];
  const start =
    isLanguageCode(i18n.language) && offered.includes(i18n.language) ? i18n.language : brand?.defaultLanguage;
  const [language, setLanguage] = useState<LanguageCode | ''>(start ?? '');
  const [category, setCategory] = useState('');
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
  const { canEdit, form, deleteError, actionsOf } = useContentList<AdminHelpArticle>(
    deleteAdminHelpCall,
    () => refreshHelp(queryClient),
  );
  const topicName = (key: string) => t(`help.categories.${key}`, { defaultValue: key });
  return (
    <ContentListPanel
      label={t('backoffice.content.help')}
      testId="bo-content-help"
      lead={t('backoffice.content.hlp.lead')}
      canEdit={canEdit}
      readOnly={{ text: t('backoffice.content.ntc.ownerOnly'), testId: 'bo-help-readonly' }}
    >
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
        {canEdit && !form.editing ? (
          <AddButton label={t('backoffice.content.hlp.add')} testId="bo-help-add" onClick={form.addNew} />
        ) : null}
      </div>
      {form.editing ? (
        <ContentHelpForm
          key={form.formKey}
          article={form.editedRow}
          language={language || brand?.defaultLanguage || 'EN'}
          onDone={form.done}
        />
      ) : null}
      <ContentRows
        query={articles}
        rows={articles.data}
        empty={t('backoffice.content.hlp.none')}
        testId="bo-help-articles"
        actionError={deleteError}
        rowTestId="bo-help"
        describeRow={(row) => ({
          title: row.title,
          titleLanguage: row.language,
          tags: (
            <>
              <RowTag>{topicName(row.category)}</RowTag>
              <RowTag>{languageName(row.language)}</RowTag>
              <RowTag>{t(`backoffice.content.hlp.devices.${row.device}`)}</RowTag>
            </>
          ),
          meta: t('backoffice.content.hlp.meta', { key: row.category, sort: row.sort }),
          actions: actionsOf(row, t('backoffice.content.ntc.confirmDelete', { title: row.title })),
        })}
      />
    </ContentListPanel>
  );
};
