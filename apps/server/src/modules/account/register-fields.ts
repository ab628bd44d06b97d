import type { RegisterSettings } from '@croupier/contract';
import { checkRule, fieldError } from '../../lib/field-rules.ts';

/** Checks one field against the merchant's register settings (shown, required, length, pattern). */
export const checkSetting = (
  settings: RegisterSettings,
  field: keyof RegisterSettings,
  value: string | undefined,
  force = false,
) => {
  const rule = settings[field];
  if (!rule.shown && !force) return;
  if (!value) {
    if (rule.required || force) throw fieldError(field, 'Input cannot be empty');
    return;
  }
  const problem = checkRule(rule, value);
  if (problem)
    throw fieldError(
      field,
      problem === 'length' ? `must be ${rule.minLength}-${rule.maxLength} characters` : 'format incorrect',
    );
};

export const profileFields = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'fullname',
  'telegram',
  'birthday',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;

/** Spec §5: "at least 21 for birthday" */
export const minimumBirthdayAge = 21;

/** The birthday as year, month, day, read in the field's date family (yyyy-MM-dd or MM-dd-yyyy). */
const birthdayOf = (value: string) => {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const mdy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const [year, month, day] = ymd
    ? [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])]
    : mdy
      ? [Number(mdy[3]), Number(mdy[1]), Number(mdy[2])]
      : [Number.NaN, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 02-30 and the like roll over into another month: not a date anyone was born on
  if (Number.isNaN(year) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
};

/** Whole years from the birthday to today in the merchant's calendar. */
export const ageOn = (birthday: { year: number; month: number; day: number }, today: string) => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthday.month || (month === birthday.month && day >= birthday.day);
  return year - birthday.year - (hadBirthday ? 0 : 1);
};

export const checkBirthday = (value: string | undefined, timeZone: string) => {
  if (!value) return;
  const birthday = birthdayOf(value);
  if (!birthday) throw fieldError('birthday', 'format incorrect');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  if (ageOn(birthday, today) < minimumBirthdayAge)
    throw fieldError('birthday', `must be at least ${minimumBirthdayAge} years old`);
};
