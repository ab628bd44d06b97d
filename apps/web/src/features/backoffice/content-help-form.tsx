import {
  type AdminHelpArticle,
  type HelpDevice,
  helpCategoryKeys,
  helpDevices,
  helpTitleMax,
  isLanguageCode,
  type LanguageCode,
  saveAdminHelpArticle,
} from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { fieldOfError } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import {
  FormButtons,
  FormHeading,
  fieldEditor,
  HtmlPreview,
  Labelled,
  languageName,
  RichTextField,
  SortField,
  useFormInView,
} from './content-form-parts.tsx';
import { refreshHelp, saveAdminHelpCall } from './content-help-calls.ts';
import styles from './content-notices.module.css';

const otherCategory = '__other';
const knownCategory = (key: string) => (helpCategoryKeys as readonly string[]).includes(key);

/** field -> message */
type Errors = Partial<Record<'language' | 'category' | 'title' | 'content' | 'sort', string>>;

/**
 * Creates a help article or changes one: its language, device, topic (one the site names, or a key
 * of the operator's own), title, rich text and sort, with a preview of the sanitized HTML as the
 * help centre shows it. The contract's schema checks it before the server does.
 */
export const ContentHelpForm = ({
  article,
  language: startLanguage,
  onDone,
}: {
  article: AdminHelpArticle | null;
  language: LanguageCode;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offered = useStatus().data?.info.brand.languages ?? [startLanguage];
  const [language, setLanguage] = useState<string>(article?.language ?? startLanguage);
  const [device, setDevice] = useState<HelpDevice>(article?.device ?? 'WEB');
  const [category, setCategory] = useState(
    article ? (knownCategory(article.category) ? article.category : otherCategory) : helpCategoryKeys[0],
  );
  const [ownCategory, setOwnCategory] = useState(
    article && !knownCategory(article.category) ? article.category : '',
  );
  const [title, setTitle] = useState(article?.title ?? '');
  const [content, setContent] = useState(article?.content ?? '');
  const [sort, setSort] = useState(String(article?.sort ?? 0));
  const [errors, setErrors] = useState<Errors>({});
  const edit = fieldEditor(setErrors);
  const ref = useFormInView();
  const languages = [...new Set([...offered, language])].filter(isLanguageCode);

  const save = useMutation({
    mutationFn: saveAdminHelpCall,
    onSuccess: async () => {
      await refreshHelp(queryClient);
      onDone();
    },
    onError: (error) => {
      // a refusal names its field (body.title: …): put it there
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const field = fieldOfError(error);
        if (field === 'content') setErrors({ content: t('backoffice.content.hlp.textRequired') });
        if (field === 'language') setErrors({ language: t('backoffice.content.hlp.badLanguage') });
      }
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (title.trim() === '') found.title = t('backoffice.content.hlp.titleRequired');
    if (content.trim() === '') found.content = t('backoffice.content.hlp.textRequired');
    const checked = saveAdminHelpArticle.body!.safeParse({
      ...(article ? { id: article.id } : {}),
      language,
      device,
      category: category === otherCategory ? ownCategory.trim() : category,
      title,
      content,
      sort: Number(sort),
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'category') found.category = t('backoffice.content.hlp.badCategory');
        else if (field === 'title')
          found.title ??= t('backoffice.content.ntc.tooLong', { max: helpTitleMax });
        else if (field === 'content') found.content = t('backoffice.content.ntc.textTooLong');
        else if (field === 'sort') found.sort = t('backoffice.content.ntc.badSort');
        else if (field === 'language') found.language = t('backoffice.content.hlp.badLanguage');
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0 && checked.success) save.mutate(checked.data);
  };

  return (
    <form ref={ref} onSubmit={submit} noValidate className={styles.form} data-testid="bo-help-form">
      <FormHeading
        title={
          article
            ? t('backoffice.content.hlp.edit', { title: article.title })
            : t('backoffice.content.hlp.new')
        }
        saveError={save.error}
      />
      <div className={styles.grid}>
        <Labelled label={t('backoffice.content.hlp.language')} error={errors.language}>
          {(fieldId, described) => (
            <select
              id={fieldId}
              value={language}
              {...described}
              onChange={(event) => setLanguage(event.target.value)}
              data-testid="bo-help-language"
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={t('backoffice.content.hlp.device')}>
          {(fieldId) => (
            <select
              id={fieldId}
              value={device}
              onChange={(event) => setDevice(event.target.value as HelpDevice)}
              data-testid="bo-help-device"
            >
              {helpDevices.map((value) => (
                <option key={value} value={value}>
                  {t(`backoffice.content.hlp.devices.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled
          label={t('backoffice.content.hlp.category')}
          error={category === otherCategory ? undefined : errors.category}
        >
          {(fieldId, described) => (
            <select
              id={fieldId}
              value={category}
              {...described}
              onChange={(event) => setCategory(event.target.value)}
              data-testid="bo-help-category"
            >
              {helpCategoryKeys.map((key) => (
                <option key={key} value={key}>
                  {t(`help.categories.${key}`)}
                </option>
              ))}
              <option value={otherCategory}>{t('backoffice.content.hlp.otherCategory')}</option>
            </select>
          )}
        </Labelled>
        {category === otherCategory ? (
          <Labelled label={t('backoffice.content.hlp.categoryKey')} error={errors.category}>
            {(fieldId, described) => (
              <input
                id={fieldId}
                value={ownCategory}
                maxLength={32}
                placeholder="vip-club"
                {...described}
                onChange={(event) => setOwnCategory(event.target.value)}
                data-testid="bo-help-category-key"
              />
            )}
          </Labelled>
        ) : null}
        <SortField value={sort} onChange={edit('sort', setSort)} error={errors.sort} />
      </div>
      <div className={styles.language}>
        <Labelled label={t('backoffice.content.hlp.title')} error={errors.title}>
          {(fieldId, described) => (
            <input
              id={fieldId}
              value={title}
              maxLength={helpTitleMax + 20}
              {...described}
              onChange={(event) => edit('title', setTitle)(event.target.value)}
              data-testid="bo-help-title"
            />
          )}
        </Labelled>
        <RichTextField
          key={article?.id ?? 'new'}
          label={t('backoffice.content.hlp.text')}
          value={content}
          onChange={setContent}
          error={errors.content}
        />
        <HtmlPreview
          lead={t('backoffice.content.hlp.previewLead', { language: languageName(language) })}
          title={title}
          html={content}
          testId="bo-help-preview"
          lang={language.toLowerCase()}
        />
      </div>
      <FormButtons saving={save.isPending} saveTestId="bo-help-save" onCancel={onDone} />
    </form>
  );
};
