import {
  type AdminAnnouncementRow,
  type AdminVendorRow,
  isLanguageCode,
  languageInfo,
  saveAdminGameAnnouncement,
} from '@croupier/contract';
import { useId } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, fieldOfError } from '../../shared/api/error-text.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { filledFields } from '../../shared/format/filled-fields.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage } from '../../shared/ui/form-message.tsx';
import base from './back-office.module.css';
import { isoOfZonedInput, zonedInputOf } from './content-notices-calls.ts';
import admin from './games-admin.module.css';
import styles from './games-announcements.module.css';
import { saveAdminAnnouncementCall } from './games-calls.ts';
import { localName, NameFields, nameLanguages } from './games-parts.tsx';
import { useCatalogueForm } from './use-catalogue-form.ts';

interface Values {
  /** the titles per language (named `names` for the shared name fields) */
  names: Record<string, string>;
  contents: Record<string, string>;
  vassalage: string;
  startsAt: string;
  endsAt: string;
}

const titleMax = 80;
const contentMax = 500;

/** One text area per language for the announcement's text; English is required. */
const ContentFields = ({
  languages,
  register,
  errors,
}: {
  languages: string[];
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={styles.texts}>
      <legend>{t('backoffice.games.announcements.contents')}</legend>
      {languages.map((code) => {
        const error = errors.contents?.[code]?.message;
        return (
          <div key={code} className={base.textField}>
            <label htmlFor={`${id}-${code}`}>
              {t('backoffice.games.announcements.contentIn', {
                language: isLanguageCode(code) ? languageInfo[code].name : code,
              })}
            </label>
            <textarea
              id={`${id}-${code}`}
              rows={3}
              maxLength={contentMax}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${code}-error` : undefined}
              {...register(`contents.${code}`)}
            />
            {error ? (
              <p id={`${id}-${code}-error`} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
};

/**
 * Creates an announcement or changes one: titles and texts per language, the provider it is about
 * (or none: the whole catalogue), and its window, typed on the merchant's clock (as every moment on
 * the site is written) and sent as ISO instants. The contract's own schema checks it before the server is asked.
 */
export const GamesAnnouncementForm = ({
  announcement,
  vendors,
  onDone,
}: {
  announcement: AdminAnnouncementRow | null;
  vendors: AdminVendorRow[];
  onDone: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const vendorId = useId();
  const info = useStatus().data?.info;
  const brandLanguages = info?.brand.languages;
  const timeZone = info?.timeZone ?? 'UTC';
  const languages = nameLanguages({ ...announcement?.titles, ...announcement?.contents }, brandLanguages);
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: {
      names: Object.fromEntries(languages.map((code) => [code, announcement?.titles[code] ?? ''])),
      contents: Object.fromEntries(languages.map((code) => [code, announcement?.contents[code] ?? ''])),
      vassalage: announcement?.vassalage ?? '',
      startsAt: zonedInputOf(announcement?.startsAt ?? new Date().toISOString(), timeZone),
      endsAt: announcement?.endsAt ? zonedInputOf(announcement.endsAt, timeZone) : '',
    },
  });
  const { ref, save } = useCatalogueForm(saveAdminAnnouncementCall, onDone, (error) => {
    // the provider left the catalogue since the list was read: say so at the select
    if (fieldOfError(error) === 'vassalage')
      setError('vassalage', { message: t('backoffice.games.announcements.unknownVendor') });
  });

  // a provider is listed once, though it may serve several categories
  const choices = [...new Map(vendors.map((vendor) => [vendor.vassalage, vendor])).values()];

  const submit = handleSubmit((values) => {
    const startsAt = isoOfZonedInput(values.startsAt, timeZone);
    const endsAt = values.endsAt ? isoOfZonedInput(values.endsAt, timeZone) : null;
    let local = false;
    if (!startsAt) {
      setError('startsAt', {
        message: t(
          values.startsAt
            ? 'backoffice.games.announcements.badDate'
            : 'backoffice.games.announcements.startRequired',
        ),
      });
      local = true;
    }
    if (endsAt === '') {
      setError('endsAt', { message: t('backoffice.games.announcements.badDate') });
      local = true;
    }
    if (local) return;
    const checked = saveAdminGameAnnouncement.body!.safeParse({
      ...(announcement ? { id: announcement.id } : {}),
      vassalage: values.vassalage || null,
      titles: filledFields(values.names),
      contents: filledFields(values.contents),
      startsAt,
      endsAt,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [field, language] = issue.path.map(String);
        if (field === 'titles')
          setError(`names.${language ?? 'EN'}`, {
            message: language
              ? t('backoffice.games.announcements.tooLong', { max: titleMax })
              : t('backoffice.games.announcements.titleRequired'),
          });
        if (field === 'contents')
          setError(`contents.${language ?? 'EN'}`, {
            message: language
              ? t('backoffice.games.announcements.tooLong', { max: contentMax })
              : t('backoffice.games.announcements.contentRequired'),
          });
        if (field === 'endsAt')
          setError('endsAt', { message: t('backoffice.games.announcements.endBeforeStart') });
        if (field === 'startsAt')
          setError('startsAt', { message: t('backoffice.games.announcements.badDate') });
        if (field === 'vassalage')
          setError('vassalage', { message: t('backoffice.games.announcements.unknownVendor') });
      }
      return;
    }
    save.mutate(checked.data);
  });

  const vendorError = formState.errors.vassalage?.message;
  return (
    <form ref={ref} onSubmit={submit} noValidate className={admin.form} data-testid="bo-announcement-form">
      <h3>
        {announcement
          ? t('backoffice.games.announcements.edit', {
              title: localName(announcement.titles, i18n.language, `#${announcement.id}`),
            })
          : t('backoffice.games.announcements.new')}
      </h3>
      <FormMessage
        message={save.isError && !vendorError ? { error: true, text: errorText(t, save.error) } : null}
      />
      <NameFields
        languages={languages}
        label={t('backoffice.games.announcements.titles')}
        register={register}
        errors={formState.errors}
        disabled={false}
      />
      <ContentFields languages={languages} register={register} errors={formState.errors} />
      <div className={`${admin.grid} ${styles.timeGrid}`}>
        <div className={admin.select}>
          <label htmlFor={vendorId}>{t('backoffice.games.announcements.vendor')}</label>
          <select
            id={vendorId}
            aria-invalid={vendorError ? true : undefined}
            aria-describedby={vendorError ? `${vendorId}-error` : undefined}
            {...register('vassalage')}
          >
            <option value="">{t('backoffice.games.announcements.wholeCatalogue')}</option>
            {choices.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {localName(vendor.names, i18n.language, vendor.vassalage)} ({vendor.vassalage})
              </option>
            ))}
          </select>
          {vendorError ? (
            <p id={`${vendorId}-error`} className={styles.error} role="alert">
              {vendorError}
            </p>
          ) : null}
        </div>
        <Field
          type="datetime-local"
          label={t('backoffice.games.announcements.startsAt')}
          error={formState.errors.startsAt?.message}
          {...register('startsAt')}
        />
        <Field
          type="datetime-local"
          label={t('backoffice.games.announcements.endsAt')}
          error={formState.errors.endsAt?.message}
          {...register('endsAt')}
        />
      </div>
      <p className={admin.summary}>{t('backoffice.games.announcements.timeZone', { zone: timeZone })}</p>
      <div className={admin.buttons}>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('backoffice.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};
