import {
  type AdminNoticeRow,
  isLanguageCode,
  type NoticeType,
  noticeTitleMax,
  noticeTypes,
  saveAdminNotice,
} from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import { Labelled, LanguageTabs, languageName, ScheduleFields } from './content-form-parts.tsx';
import styles from './content-notices.module.css';
import { isoOfZonedInput, noticesKey, saveAdminNoticeCall, zonedInputOf } from './content-notices-calls.ts';
import { NoticeEditor } from './content-notices-editor.tsx';

/** field -> message; titles and contents per language as `titles.EN` */
type Errors = Record<string, string>;

/** The merchant's languages (default first), then any other the notice already has. */
const editLanguages = (defaultLanguage: string, offered: readonly string[], notice: AdminNoticeRow | null) =>
  [
    ...new Set([
      defaultLanguage,
      ...offered,
      ...Object.keys(notice?.titles ?? {}),
      ...Object.keys(notice?.contents ?? {}),
    ]),
  ].filter(isLanguageCode);

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
  const languages = editLanguages(defaultLanguage, brand?.languages ?? [], notice);
  const [language, setLanguage] = useState(languages[0] ?? 'EN');
  const [type, setType] = useState<NoticeType>(notice?.type ?? 'B');
  const [titles, setTitles] = useState<Record<string, string>>(notice?.titles ?? {});
  const [contents, setContents] = useState<Record<string, string>>(notice?.contents ?? {});
  const [startsAt, setStartsAt] = useState(
    zonedInputOf(notice?.startsAt ?? new Date().toISOString(), timeZone),
  );
  const [endsAt, setEndsAt] = useState(notice?.endsAt ? zonedInputOf(notice.endsAt, timeZone) : '');
  const [sort, setSort] = useState(String(notice?.sort ?? 0));
  const [marquee, setMarquee] = useState(notice?.marquee ?? false);
  const [published, setPublished] = useState(notice?.published ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const save = useMutation({
    mutationFn: saveAdminNoticeCall,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: noticesKey });
      onDone();
    },
    onError: (error) => {
      // a refusal names its field (body.titles: …): put it there
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const field = /^body\.(\w+)/.exec(error.message)?.[1];
        if (field === 'titles')
          setErrors({ [`titles.${defaultLanguage}`]: t('backoffice.content.ntc.titleRequired') });
      }
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const startIso = isoOfZonedInput(startsAt, timeZone);
    const endIso = endsAt ? isoOfZonedInput(endsAt, timeZone) : null;
    if (!startIso) found.startsAt = t('backoffice.content.ntc.badDate');
    if (endIso === '') found.endsAt = t('backoffice.content.ntc.badDate');
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
        startsAt: startIso,
        endsAt: endIso,
        sort: Number(sort),
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
        else if (field === 'endsAt') found.endsAt = t('backoffice.content.ntc.endBeforeStart');
        else if (field === 'sort') found.sort = t('backoffice.content.ntc.badSort');
        else if (field) found[field] = t('backoffice.content.ntc.badDate');
      }
    }
    setErrors(found);
    // show the first language with a problem
    const wrong = languages.find((code) => found[`titles.${code}`] || found[`contents.${code}`]);
    if (wrong) setLanguage(wrong);
  };

  const titleError = errors[`titles.${language}`];
  const contentError = errors[`contents.${language}`];
  const previewHtml = DOMPurify.sanitize(contents[language] ?? '');
  return (
    <form ref={ref} onSubmit={submit} noValidate className={styles.form} data-testid="bo-notice-form">
      <h3>
        {notice
          ? t('backoffice.content.ntc.edit', {
              title: notice.titles[defaultLanguage] ?? notice.titles.EN ?? `#${notice.id}`,
            })
          : t('backoffice.content.ntc.new')}
      </h3>
      <FormMessage message={save.isError ? { error: true, text: errorText(t, save.error) } : null} />
      <div className={styles.grid}>
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
        <ScheduleFields
          startsAt={startsAt}
          endsAt={endsAt}
          sort={sort}
          onStartsAt={setStartsAt}
          onEndsAt={setEndsAt}
          onSort={setSort}
          errors={errors}
        />
      </div>
      <p className={styles.muted}>{t('backoffice.content.ntc.timeZone', { zone: timeZone })}</p>
      <div className={styles.checks}>
        {type === 'B' ? (
          <label>
            <input type="checkbox" checked={marquee} onChange={(event) => setMarquee(event.target.checked)} />
            {t('backoffice.content.ntc.marquee')}
          </label>
        ) : null}
        <label>
          <input
            type="checkbox"
            checked={published}
            onChange={(event) => setPublished(event.target.checked)}
          />
          {t('backoffice.content.ntc.published')}
        </label>
      </div>
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
        <div className={styles.field}>
          <span aria-hidden="true">
            {t('backoffice.content.ntc.textIn', { language: languageName(language) })}
          </span>
          <NoticeEditor
            label={t('backoffice.content.ntc.textIn', { language: languageName(language) })}
            value={contents[language] ?? ''}
            onChange={(html) => setContents((current) => ({ ...current, [language]: html }))}
            invalid={Boolean(contentError)}
          />
          {contentError ? <em role="alert">{contentError}</em> : null}
        </div>
        <section
          className={styles.preview}
          aria-label={t('backoffice.content.ntc.preview')}
          data-testid="bo-notice-preview"
        >
          <p className={styles.muted}>{t('backoffice.content.ntc.previewLead')}</p>
          <h4>{titles[language] || titles[defaultLanguage] || ''}</h4>
          {previewHtml ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's HTML through DOMPurify, as players get it
            <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: previewHtml }} />
          ) : (
            <p className={styles.muted}>{t('backoffice.content.ntc.noText')}</p>
          )}
        </section>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={save.isPending} data-testid="bo-notice-save">
          {t('backoffice.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};
