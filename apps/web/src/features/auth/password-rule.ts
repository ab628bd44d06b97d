import { checkField, type FieldRule } from '@croupier/contract';
import type { TFunction } from 'i18next';

/**
 * A new password checked in the form against the merchant's password rule (register settings),
 * with the same check the server makes, so the player learns of a problem under the field.
 */
export const passwordRule = (t: TFunction, rule: FieldRule) => ({
  validate: (value: string) => {
    if (!value) return t('auth.required');
    const problem = checkField(rule, value);
    if (problem === 'length') return t('auth.lengthRange', { min: rule.minLength, max: rule.maxLength });
    return problem ? t('errors.VALIDATION_FAILED') : true;
  },
});
