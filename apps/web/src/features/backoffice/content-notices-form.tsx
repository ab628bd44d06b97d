import {
  type AdminNoticeRow,
  type NoticeType,
  noticeTitleMax,
  noticeTypes,
  saveAdminNotice,
} from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { fieldOfError } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import {
  editLanguages,
  FormButtons,
  FormHeading,
  HtmlPreview,
  Labelled,
  LanguageTabs,
  languageName,
  RichTextField,
  ScheduleSection,
  scheduleIssue,
  useFormInView,
  useScheduleDraft,
} from './content-form-parts.tsx';
import styles from './content-notices.module.css';
import { noticesKey, saveAdminNoticeCall } from './content-notices-calls.ts';

/** field -> message; titles and contents per language as `titles.EN` */
type Errors = Record<string, string>;

/**
 * Creates a notice or changes one: its type, a title and rich text per language (a tab each, with
 * a preview of the sanitized HTML as players get it), its window typed on the merchant's clock,
 * sort, marquee (B only) and published. The contract's schema checks it before the server does.
 */
export const ContentNoticeForm = ({
  notice,
  onDone,
}: {
  notice: AdminNoticeRow | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const brand = useStatus().data?.info.brand;
  const timeZone = useStatus().data?.info.timeZone ?? 'UTC';
  const defaultLanguage = brand?.defaultLanguage ?? 'EN';
  const languages = editLanguages(defaultLanguage, brand?.languages ?? [], notice?.titles, notice?.contents);
  const [language, setLanguage] = useState(languages[0] ?? 'EN');
  const [type, setType] = useState<NoticeType>(notice?.type ?? 'B');
  const [titles, setTitles] = useState<Record<string, string>>(notice?.titles ?? {});
  const [contents, setContents] = useState<Record<string, string>>(notice?.contents ?? {});
  const schedule = useScheduleDraft(notice, timeZone);
  const [marquee, setMarquee] = useState(notice?.marquee ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const ref = useFormInView();

  const save = useMutation({
    mutationFn: saveAdminNoticeCall,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: noticesKey });
      onDone();
    },
    onError: (error) => {
      // a refusal names its field (body.titles: …): put it there
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const field = fieldOfError(error);
        if (field === 'titles')
          setErrors({ [`titles.${defaultLanguage}`]: t('backoffice.content.ntc.titleRequired') });
      }
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const { published, ...scheduled } = schedule.read(found, t);
    const filled = (texts: Record<string, string>) =>
      Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim().length > 0));
    const titled = filled(titles);
    if (!titled[defaultLanguage])
      found[`titles.${defaultLanguage}`] = t('backoffice.content.ntc.titleRequired');
    for (const code of Object.keys(filled(contents)))
      if (!titled[code]) found[`titles.${code}`] = t('backoffice.content.ntc.titleForText');
    if (Object.keys(found).length === 0) {
      const checked = saveAdminNotice.body!.safeParse({
        ...(notice ? { id: notice.id } : {}),
        type,
        titles: titled,
        contents: Object.fromEntries(Object.entries(filled(contents)).filter(([code]) => titled[code])),
        ...scheduled,
        marquee: type === 'B' && marquee,
        published,
      });
      if (checked.success) {
        setErrors({});
        save.mutate(checked.data);
        return;
      }
      for (const issue of checked.error.issues) {
        const [field, code] = issue.path.map(String);
        if (field === 'titles')
          found[`titles.${code ?? defaultLanguage}`] = t('backoffice.content.ntc.tooLong', {
            max: noticeTitleMax,
          });
        else if (field === 'contents')
          found[`contents.${code ?? defaultLanguage}`] = t('backoffice.content.ntc.textTooLong');
        else if (field) found[field] = scheduleIssue(t, field);
      }
    }
    setErrors(found);
    // show the first language with a problem
    const wrong = languages.find((code) => found[`titles.${code}`] || found[`contents.${code}`]);
    if (wrong) setLanguage(wrong);
  };

  const titleError = errors[`titles.${language}`];
  const contentError = errors[`contents.${language}`];
  return (
    <form ref={ref} onSubmit={submit} noValidate className={styles.form} data-testid="bo-notice-form">
      <FormHeading
        title={
          notice
            ? t('backoffice.content.ntc.edit', {
                title: notice.titles[defaultLanguage] ?? notice.titles.EN ?? `#${notice.id}`,
              })
            : t('backoffice.content.ntc.new')
        }
        saveError={save.error}
      />
      <ScheduleSection
        schedule={schedule}
        timeZone={timeZone}
        errors={errors}
        leading={
          <Labelled label={t('backoffice.content.ntc.type')}>
            {(fieldId) => (
              <select
                id={fieldId}
                value={type}
                onChange={(event) => setType(event.target.value as NoticeType)}
                data-testid="bo-notice-type"
              >
                {noticeTypes.map((value) => (
                  <option key={value} value={value}>
                    {t(`backoffice.content.ntc.types.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
        }
        checks={
          type === 'B' ? (
            <label>
              <input
                type="checkbox"
                checked={marquee}
                onChange={(event) => setMarquee(event.target.checked)}
              />
              {t('backoffice.content.ntc.marquee')}
            </label>
          ) : null
        }
      />
      <LanguageTabs
        languages={languages}
        defaultLanguage={defaultLanguage}
        selected={language}
        onSelect={setLanguage}
        hasError={(code) => Boolean(errors[`titles.${code}`] || errors[`contents.${code}`])}
      />
      <div className={styles.language} key={language}>
        <Labelled
          label={t('backoffice.content.ntc.titleIn', { language: languageName(language) })}
          error={titleError}
        >
          {(fieldId, described) => (
            <input
              id={fieldId}
              value={titles[language] ?? ''}
              maxLength={noticeTitleMax + 20}
              {...described}
              onChange={(event) => setTitles({ ...titles, [language]: event.target.value })}
              data-testid="bo-notice-title"
            />
          )}
        </Labelled>
        <RichTextField
          label={t('backoffice.content.ntc.textIn', { language: languageName(language) })}
          value={contents[language] ?? ''}
          onChange={(html) => setContents((current) => ({ ...current, [language]: html }))}
          error={contentError}
        />
        <HtmlPreview
          lead={t('backoffice.content.ntc.previewLead')}
          title={titles[language] || titles[defaultLanguage] || ''}
          html={contents[language] ?? ''}
          testId="bo-notice-preview"
        />
      </div>
      <FormButtons saving={save.isPending} saveTestId="bo-notice-save" onCancel={onDone} />
    </form>
  );
};
