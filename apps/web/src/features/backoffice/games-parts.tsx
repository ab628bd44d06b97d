import {
  catalogueLanguages,
  type GameType,
  gameTypes,
  isLanguageCode,
  languageInfo,
} from '@croupier/contract';
import { type ReactNode, useId } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field.tsx';
import styles from './games-admin.module.css';

// a name of the catalogue in the operator's language, else English, else the code
export { localName } from '../../shared/format/local-name.ts';

/** Languages a name is edited in: the merchant's (or the shipped catalogues), then any other the row already has. */
export const nameLanguages = (
  names: Record<string, string> = {},
  merchantLanguages: readonly string[] = catalogueLanguages,
) => [...new Set([...merchantLanguages, 'EN', ...Object.keys(names)])].filter(isLanguageCode);

/** The read-only notice for operators who may look at the catalogue but not change it. */
export const CatalogueHint = ({ canEdit }: { canEdit: boolean }) => {
  const { t } = useTranslation();
  return canEdit ? null : (
    <p className={styles.hint} data-testid="bo-games-readonly">
      {t('backoffice.games.ownerOnly')}
    </p>
  );
};

/** A labelled select above its control, like the fields beside it. */
export const SelectField = ({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) => {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
};

/** The categories as options, in the header's order; `all` adds the "every category" choice first. */
export const CategoryOptions = ({ all }: { all?: boolean }) => {
  const { t } = useTranslation();
  return (
    <>
      {all ? <option value="">{t('backoffice.games.allCategories')}</option> : null}
      {gameTypes.map((type) => (
        <option key={type} value={type}>
          {categoryName(t, type)}
        </option>
      ))}
    </>
  );
};

export const categoryName = (
  t: (key: string, options?: { defaultValue: string }) => string,
  type: GameType,
) => t(`categories.${type}`, { defaultValue: type });

/** A yes/no state of a row: a word, so it reads without colour too. */
export const Flag = ({ on, label }: { on: boolean; label: string }) => (
  <span className={on ? styles.flagOn : styles.flagOff}>{on ? label : '—'}</span>
);

/**
 * What a vendor's and a game's forms share: on or off, maintenance, hot (a game also new) and the
 * order in the lists.
 */
export const StateFields = <
  V extends { enabled: boolean; maintenance: boolean; isHot: boolean; sort: string },
>({
  register,
  sortError,
  withNew = false,
}: {
  register: UseFormRegister<V>;
  sortError: string | undefined;
  withNew?: boolean;
}) => {
  const { t } = useTranslation();
  const flags = [
    ['enabled', 'backoffice.games.enabled'],
    ['maintenance', 'backoffice.games.inMaintenance'],
    ['isHot', 'backoffice.games.hot'],
    ...(withNew ? [['isNew', 'backoffice.games.new']] : []),
  ];
  return (
    <>
      <div className={styles.checks}>
        {flags.map(([name, label]) => (
          <label key={name}>
            <input type="checkbox" {...register(name as Path<V>)} />
            {t(label!)}
          </label>
        ))}
      </div>
      <div className={styles.grid}>
        <Field
          label={t('backoffice.games.sort')}
          inputMode="numeric"
          error={sortError}
          {...register('sort' as Path<V>)}
        />
      </div>
    </>
  );
};

/** The name inputs of a vendor, a lane or a deposit channel, one per language; English is required. */
export const NameFields = <V extends { names: Record<string, string> }>({
  languages,
  label,
  register,
  errors,
  disabled,
}: {
  languages: string[];
  label: string;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  const nameErrors = errors.names as Record<string, { message?: string }> | undefined;
  return (
    <fieldset className={styles.names}>
      <legend>{label}</legend>
      {languages.map((code) => (
        <Field
          key={code}
          label={t('backoffice.games.inLanguage', {
            language: isLanguageCode(code) ? languageInfo[code].name : code,
          })}
          disabled={disabled}
          error={nameErrors?.[code]?.message}
          // biome-ignore lint/suspicious/noExplicitAny: a path inside the generic form's names record
          {...register(`names.${code}` as any)}
        />
      ))}
    </fieldset>
  );
};

/** A button that changes the catalogue: held for operators who may only look, saying why. */
export const OwnerButton = ({
  canEdit,
  label,
  onClick,
  ghost = false,
  type = 'button',
  busy = false,
  className,
}: {
  canEdit: boolean;
  label: string;
  onClick?: () => void;
  ghost?: boolean;
  type?: 'button' | 'submit';
  busy?: boolean;
  className?: string;
}) => {
  const { t } = useTranslation();
  return (
    <button
      type={type}
      className={[ghost ? 'button button-ghost' : 'button', className].filter(Boolean).join(' ')}
      disabled={!canEdit || busy}
      title={canEdit ? undefined : t('backoffice.games.ownerOnly')}
      onClick={onClick}
    >
      {label}
    </button>
  );
};

/** An amount's colour by its sign: gains green, losses red, nothing plain. */
export const profitTone = (value: string) =>
  value.startsWith('-') ? styles.loss : /^0+(\.0+)?$/.test(value) ? '' : styles.win;
