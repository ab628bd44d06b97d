import type { RegisterFieldName, RegisterSettings } from '@croupier/contract';
import type { InputHTMLAttributes } from 'react';
import type { FieldErrors, UseFormRegister, Validate } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field.tsx';

/**
 * The spec §3 fields beyond username, mobile and password, in the payload's order. Each shows
 * only where the merchant's register settings switch it on (the affiliate code has its own rule).
 */
export const extraFields = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'nickname',
  'fullname',
  'telegram',
  'birthday',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const satisfies readonly RegisterFieldName[];
export type ExtraField = (typeof extraFields)[number];

const inputOf: Partial<Record<ExtraField, InputHTMLAttributes<HTMLInputElement>>> = {
  payeeName: { autoComplete: 'name' },
  fullname: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  paymentPassword: { type: 'password', autoComplete: 'off' },
  whatsapp: { type: 'tel' },
  zalo: { type: 'tel' },
  nickname: { autoComplete: 'nickname' },
  address: { autoComplete: 'street-address' },
  nationality: { autoComplete: 'country-name' },
};

/** Spec §5: "at least 21 for birthday"; the server checks it again in the merchant's calendar. */
export const minimumBirthdayAge = 21;

const partsOf = (value: string) => {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (ymd) return [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])] as const;
  const mdy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return mdy ? ([Number(mdy[3]), Number(mdy[1]), Number(mdy[2])] as const) : null;
};

/** Whole years from a typed birthday to `today`; null when it is not a date. */
export const ageFrom = (value: string, today = new Date()) => {
  const parts = partsOf(value);
  if (!parts) return null;
  const [year, month, day] = parts;
  const born = new Date(year, month - 1, day);
  if (born.getMonth() !== month - 1 || born.getDate() !== day) return null;
  const hadBirthday =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
};

/** The latest birthday of someone 21 today, as yyyy-MM-dd for a date input's `max`. */
const latestBirthday = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - minimumBirthdayAge);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

type Values = Record<string, unknown>;

/** The shown extra fields, each labelled in the player's language and validated by its setting. */
export const RegisterExtraFields = ({
  settings,
  register,
  errors,
  rule,
}: {
  settings: RegisterSettings;
  // biome-ignore lint/suspicious/noExplicitAny: the register modal's form values are a string map
  register: UseFormRegister<any>;
  errors: FieldErrors<Values>;
  rule: (name: RegisterFieldName) => { validate: Validate<unknown, Values> };
}) => {
  const { t } = useTranslation();
  const shown = extraFields
    // a status cached from before a field existed lacks it: hidden
    .filter((name) => settings[name]?.shown)
    .map((name) => {
      const base = rule(name);
      const validate: Validate<unknown, Values> =
        name === 'birthday'
          ? (raw, values) => {
              const verdict = base.validate(raw, values);
              const value = String(raw ?? '').trim();
              if (verdict !== true || !value) return verdict;
              const age = ageFrom(value);
              if (age === null) return t('errors.VALIDATION_FAILED');
              return age >= minimumBirthdayAge || t('auth.birthdayAge', { age: minimumBirthdayAge });
            }
          : base.validate;
      const dateInput = name === 'birthday' && settings.birthday.patternId !== 'DATE_MDY';
      return (
        <Field
          key={name}
          label={t(`auth.fields.${name}`)}
          error={errors[name]?.message as string | undefined}
          data-field={name}
          {...inputOf[name]}
          {...(name === 'birthday'
            ? dateInput
              ? { type: 'date', max: latestBirthday(), autoComplete: 'bday' }
              : { placeholder: 'MM-DD-YYYY', inputMode: 'numeric' as const, autoComplete: 'bday' }
            : {})}
          {...register(name, { validate })}
        />
      );
    });
  return <>{shown}</>;
};
