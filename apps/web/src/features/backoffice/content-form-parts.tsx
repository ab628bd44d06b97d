import { isLanguageCode, languageInfo } from '@croupier/contract/paths';
import DOMPurify from 'dompurify';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import styles from './content-notices.module.css';
import { isoOfZonedInput, zonedInputOf } from './content-notices-calls.ts';
import { NoticeEditor } from './content-notices-editor.tsx';

/** A language by its own name (a code the registry does not know stays as it is). */
export const languageName = (code: string) => (isLanguageCode(code) ? languageInfo[code].name : code);

/**
 * The languages a per-language form offers: the merchant's default first, its other languages, then
 * any language the row already has texts in (`texts`: the row's maps by language).
 */
export const editLanguages = (
  defaultLanguage: string,
  offered: readonly string[],
  ...texts: (Readonly<Record<string, unknown>> | undefined)[]
) =>
  [
    ...new Set([
      defaultLanguage,
      ...offered,
      ...texts.flatMap((byLanguage) => Object.keys(byLanguage ?? {})),
    ]),
  ].filter(isLanguageCode);

/**
 * A form's change handlers that take back what the last save said of the field being typed in,
 * while the other fields' refusals stay: `edit('url', setUrl)` sets the value and drops `url`'s error.
 */
export const fieldEditor =
  <Errors extends Partial<Record<string, string>>>(setErrors: (update: (errors: Errors) => Errors) => void) =>
  <Value,>(field: keyof Errors, set: (value: Value) => void) =>
  (value: Value) => {
    set(value);
    setErrors((errors) => {
      const { [field]: _dropped, ...rest } = errors;
      return rest as Errors;
    });
  };

/** A form that opens under a long list scrolls itself into view: the ref for its <form>. */
export const useFormInView = () => {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return ref;
};

/** A content form's heading and, when its save failed, why (the server's message). */
export const FormHeading = ({ title, saveError }: { title: string; saveError: unknown }) => {
  const { t } = useTranslation();
  return (
    <>
      <h3>{title}</h3>
      <FormMessage message={saveError ? { error: true, text: errorText(t, saveError) } : null} />
    </>
  );
};

/** Save (off while saving) and cancel under a content form. */
export const FormButtons = ({
  saving,
  saveTestId,
  onCancel,
}: {
  saving: boolean;
  saveTestId: string;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className={styles.buttons}>
      <button type="submit" className="button" disabled={saving} data-testid={saveTestId}>
        {t('backoffice.save')}
      </button>
      <button type="button" className="button button-ghost" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
};

/** A label above its control, an optional hint, and the control's error under it (both describe the control). */
export const Labelled = ({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (id: string, described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) => {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id, {
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <small id={`${id}-hint`} className={styles.muted}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <em id={`${id}-error`} role="alert">
          {error}
        </em>
      ) : null}
    </div>
  );
};

/** Where a row stands in its list: 0 to 9999, lower first. */
export const SortField = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <Labelled label={t('backoffice.content.ntc.sort')} error={error}>
      {(fieldId, described) => (
        <input
          id={fieldId}
          type="number"
          min={0}
          max={9999}
          value={value}
          {...described}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Labelled>
  );
};

/**
 * A scheduled piece's window (typed on the merchant's clock), sort and published, as the form edits
 * them; `read` turns them into what the save sends.
 */
export const useScheduleDraft = (
  row: { startsAt: string; endsAt: string | null; sort: number; published: boolean } | null,
  timeZone: string,
) => {
  const [startsAt, setStartsAt] = useState(zonedInputOf(row?.startsAt ?? new Date().toISOString(), timeZone));
  const [endsAt, setEndsAt] = useState(row?.endsAt ? zonedInputOf(row.endsAt, timeZone) : '');
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const [published, setPublished] = useState(row?.published ?? false);
  return {
    startsAt,
    endsAt,
    sort,
    published,
    setStartsAt,
    setEndsAt,
    setSort,
    setPublished,
    /** The window as ISO times, sort and published; a date that does not read gets its message in `found`. */
    read: (found: Record<string, string>, t: TFunction) => {
      const startIso = isoOfZonedInput(startsAt, timeZone);
      const endIso = endsAt ? isoOfZonedInput(endsAt, timeZone) : null;
      if (!startIso) found.startsAt = t('backoffice.content.ntc.badDate');
      if (endIso === '') found.endsAt = t('backoffice.content.ntc.badDate');
      return { startsAt: startIso, endsAt: endIso, sort: Number(sort), published };
    },
  };
};

/** The message for a schedule field the contract's schema refused: an end before the start, a bad sort or date. */
export const scheduleIssue = (t: TFunction, field: string) =>
  field === 'endsAt'
    ? t('backoffice.content.ntc.endBeforeStart')
    : field === 'sort'
      ? t('backoffice.content.ntc.badSort')
      : t('backoffice.content.ntc.badDate');

/**
 * A scheduled piece's settings: `leading` fields (a notice's type) with the window and sort in one
 * grid, the time zone they are typed in, then its checks (`checks`, e.g. marquee) and published.
 */
export const ScheduleSection = ({
  schedule,
  timeZone,
  errors,
  leading,
  checks,
}: {
  schedule: ReturnType<typeof useScheduleDraft>;
  timeZone: string;
  errors: ScheduleFieldsProps['errors'];
  leading?: ReactNode;
  checks?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.grid}>
        {leading}
        <ScheduleFields
          startsAt={schedule.startsAt}
          endsAt={schedule.endsAt}
          sort={schedule.sort}
          onStartsAt={schedule.setStartsAt}
          onEndsAt={schedule.setEndsAt}
          onSort={schedule.setSort}
          errors={errors}
        />
      </div>
      <p className={styles.muted}>{t('backoffice.content.ntc.timeZone', { zone: timeZone })}</p>
      <div className={styles.checks}>
        {checks}
        <label>
          <input
            type="checkbox"
            checked={schedule.published}
            onChange={(event) => schedule.setPublished(event.target.checked)}
          />
          {t('backoffice.content.ntc.published')}
        </label>
      </div>
    </>
  );
};

/** Rich text (the toolbar editor) under its label, its error under it. */
export const RichTextField = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) => (
  <div className={styles.field}>
    <span aria-hidden="true">{label}</span>
    <NoticeEditor label={label} value={value} onChange={onChange} invalid={Boolean(error)} />
    {error ? <em role="alert">{error}</em> : null}
  </div>
);

/** What players will get: a title and the operator's HTML through DOMPurify, under a line saying so. */
export const HtmlPreview = ({
  lead,
  title,
  html,
  testId,
  lang,
}: {
  lead: string;
  title: string;
  html: string;
  testId: string;
  lang?: string;
}) => {
  const { t } = useTranslation();
  const clean = DOMPurify.sanitize(html);
  return (
    <section
      className={styles.preview}
      aria-label={t('backoffice.content.ntc.preview')}
      data-testid={testId}
      {...(lang ? { lang } : {})}
    >
      <p className={styles.muted}>{lead}</p>
      <h4>{title}</h4>
      {clean ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's HTML through DOMPurify, as players get it
        <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className={styles.muted}>{t('backoffice.content.ntc.noText')}</p>
      )}
    </section>
  );
};

interface ScheduleFieldsProps {
  startsAt: string;
  endsAt: string;
  sort: string;
  onStartsAt: (value: string) => void;
  onEndsAt: (value: string) => void;
  onSort: (value: string) => void;
  errors: { startsAt?: string | undefined; endsAt?: string | undefined; sort?: string | undefined };
}

/** The window (typed on the merchant's clock) and the sort of a scheduled piece: a notice, a banner. */
export const ScheduleFields = ({
  startsAt,
  endsAt,
  sort,
  onStartsAt,
  onEndsAt,
  onSort,
  errors,
}: ScheduleFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Labelled label={t('backoffice.content.ntc.startsAt')} error={errors.startsAt}>
        {(fieldId, described) => (
          <input
            id={fieldId}
            type="datetime-local"
            value={startsAt}
            {...described}
            onChange={(event) => onStartsAt(event.target.value)}
          />
        )}
      </Labelled>
      <Labelled label={t('backoffice.content.ntc.endsAt')} error={errors.endsAt}>
        {(fieldId, described) => (
          <input
            id={fieldId}
            type="datetime-local"
            value={endsAt}
            {...described}
            onChange={(event) => onEndsAt(event.target.value)}
          />
        )}
      </Labelled>
      <SortField value={sort} onChange={onSort} error={errors.sort} />
    </>
  );
};

/**
 * One tab per merchant language above a per-language form: the default language is starred (its
 * text is required) and a language whose fields hold an error is flagged, so the operator finds it.
 */
export const LanguageTabs = <L extends string>({
  languages,
  defaultLanguage,
  selected,
  onSelect,
  hasError,
}: {
  languages: readonly L[];
  defaultLanguage: string;
  selected: L;
  onSelect: (language: L) => void;
  hasError: (language: L) => boolean;
}) => (
  <TabBar
    tabs={languages.map((code) => ({
      value: code,
      label: `${languageName(code)}${code === defaultLanguage ? ' *' : ''}${hasError(code) ? ' ⚠' : ''}`,
    }))}
    selected={selected}
    onSelect={onSelect}
  />
);
