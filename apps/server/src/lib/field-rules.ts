import { checkField, type FieldRule, type RegisterSettings } from '@croupier/contract';
import { AppError } from './app-error.ts';
import { linearTest } from './linear-pattern.ts';

/** A value against a merchant's field rule, the operator's own pattern run in linear time. */
export const checkRule = (rule: FieldRule, value: string) => checkField(rule, value, linearTest);

export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `body.${field}: ${message}`, { fields: [`body.${field}: ${message}`] });

/**
 * A mobile number someone types to have a code sent to it (registration, a new number in My
 * account) against the site's mobile rule: its digits per region, as the owner set them for the
 * registration form's mobile field. Numbers already on accounts are never checked again, so a rule
 * tightened later locks no one out of sign-in by SMS or a code to their own phone.
 */
export const checkNewMobile = (settings: RegisterSettings, field: string, value: string) => {
  const rule = settings.mobileNum;
  const problem = checkRule(rule, value);
  if (problem === 'length') throw fieldError(field, `must be ${rule.minLength}-${rule.maxLength} digits`);
  if (problem) throw fieldError(field, 'Invalid phone number');
};
