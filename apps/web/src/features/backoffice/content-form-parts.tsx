import { isLanguageCode, languageInfo } from '@croupier/contract/paths';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import styles from './content-notices.module.css';

/** A language by its own name (a code the registry does not know stays as it is). */
export const languageName = (code: string) => (isLanguageCode(code) ? languageInfo[code].name : code);

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
      <Labelled label={t('backoffice.content.ntc.sort')} error={errors.sort}>
        {(fieldId, described) => (
          <input
            id={fieldId}
            type="number"
            min={0}
            max={9999}
            value={sort}
            {...described}
            onChange={(event) => onSort(event.target.value)}
          />
        )}
      </Labelled>
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
