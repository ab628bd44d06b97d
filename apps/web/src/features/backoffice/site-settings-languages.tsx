import {
  catalogueLanguages,
  type LanguageCode,
  languageCodes,
  languageInfo,
  type MerchantSettings,
  merchantSettingsSchema,
} from '@croupier/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import styles from './back-office.module.css';
import { useSaveMerchantSettings } from './site-settings-calls.ts';
import own from './site-settings-languages.module.css';

const hasCatalogue = (code: LanguageCode) => (catalogueLanguages as readonly string[]).includes(code);

/** Every registered language, those with a full catalogue first; the offered list keeps this order. */
export const languageOrder: readonly LanguageCode[] = [
  ...catalogueLanguages,
  ...languageCodes.filter((code) => !hasCatalogue(code)),
];

type Problems = { languages?: string; defaultLanguage?: string };

/**
 * Which interface languages the merchant's site offers and which one a new visitor starts in.
 * The contract's schema checks the choice before it is sent (none offered, a default not offered);
 * the server checks it again.
 */
export const LanguagesForm = ({ settings }: { settings: MerchantSettings }) => {
  const { t } = useTranslation();
  const ids = { hint: useId(), languagesError: useId(), defaultError: useId() };
  const [offered, setOffered] = useState<ReadonlySet<LanguageCode>>(() => new Set(settings.languages));
  const [defaultLanguage, setDefaultLanguage] = useState<LanguageCode | ''>(settings.defaultLanguage);
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveMerchantSettings();
  const chosen = languageOrder.filter((code) => offered.has(code));

  const toggle = (code: LanguageCode, on: boolean) => {
    const next = new Set(offered);
    if (on) next.add(code);
    else next.delete(code);
    setOffered(next);
    setProblems({});
    save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    // the time zone travels as it is: this form changes the languages only
    const parsed = merchantSettingsSchema.safeParse({
      timeZone: settings.timeZone,
      languages: chosen,
      defaultLanguage,
    });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setProblems({
        ...(fields.has('languages') ? { languages: t('backoffice.site.languagesNone') } : {}),
        // with nothing offered, asking for a default among the offered ones would only be noise
        ...(fields.has('defaultLanguage') && !fields.has('languages')
          ? { defaultLanguage: t('backoffice.site.defaultNotOffered') }
          : {}),
      });
      return;
    }
    setProblems({});
    save.mutate(parsed.data);
  };

  const message: FormMessageValue = save.isError
    ? { error: true, text: errorText(t, save.error) }
    : save.isSuccess
      ? { error: false, text: t('backoffice.saved') }
      : null;

  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-languages">
      <fieldset
        className={own.fieldset}
        aria-describedby={problems.languages ? `${ids.hint} ${ids.languagesError}` : ids.hint}
        aria-invalid={problems.languages ? true : undefined}
      >
        {/* a heading inside the legend: styled like the other forms' titles, and listed among the page's headings */}
        <legend className={own.legend}>
          <h3>{t('backoffice.site.languages')}</h3>
        </legend>
        <p id={ids.hint} className={styles.muted}>
          {t('backoffice.site.languagesHint')}
        </p>
        <ul className={own.list}>
          {languageOrder.map((code) => (
            <li key={code}>
              <label className={own.language} data-testid={`bo-language-${code}`}>
                <input
                  type="checkbox"
                  checked={offered.has(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
                <span lang={languageInfo[code].tag} dir="auto">
                  {languageInfo[code].name}
                </span>
                {hasCatalogue(code) ? null : (
                  <span className={own.note}>{t('backoffice.site.shownInEnglish')}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
        {problems.languages ? (
          <p id={ids.languagesError} className={own.problem} role="alert">
            {problems.languages}
          </p>
        ) : null}
      </fieldset>
      <label className={styles.selectField}>
        <span>{t('backoffice.site.defaultLanguage')}</span>
        <select
          value={defaultLanguage && offered.has(defaultLanguage) ? defaultLanguage : ''}
          aria-invalid={problems.defaultLanguage ? true : undefined}
          aria-describedby={problems.defaultLanguage ? ids.defaultError : undefined}
          onChange={(event) => {
            setDefaultLanguage(event.target.value as LanguageCode | '');
            setProblems({});
            save.reset();
          }}
        >
          <option value="" disabled>
            {t('backoffice.site.chooseDefault')}
          </option>
          {chosen.map((code) => (
            <option key={code} value={code}>
              {languageInfo[code].name}
            </option>
          ))}
        </select>
      </label>
      {problems.defaultLanguage ? (
        <p id={ids.defaultError} className={own.problem} role="alert">
          {problems.defaultLanguage}
        </p>
      ) : null}
      <FormMessage message={message} />
      <button type="submit" className="button" disabled={save.isPending}>
        {t('backoffice.save')}
      </button>
    </form>
  );
};
