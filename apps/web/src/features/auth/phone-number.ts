import { checkField, type FieldRule } from '@croupier/contract';
import { LocalMessage } from '../../shared/api/client.ts';

/**
 * The phone-auth messages of spec §8 for a number checked before any code is sent. A new number
 * (registration, a new mobile in My account) meets the site's mobile rule — its digits per region,
 * as the owner set the registration form's mobile field — like the server checks it; a number to
 * sign in or reset with only looks like one, since an account's number may predate the rule.
 */
export const checkPhoneNumber = (
  value: string,
  newNumberRule?: FieldRule,
): 'phoneAuth.missingNumber' | 'phoneAuth.invalidNumber' | null => {
  const number = value.trim();
  if (!number) return 'phoneAuth.missingNumber';
  const valid = newNumberRule ? checkField(newNumberRule, number) === null : /^\+?\d{6,15}$/.test(number);
  return valid ? null : 'phoneAuth.invalidNumber';
};

/** Rejects with a local error whose text key is the phone-auth message, so the send button shows it. */
export const requirePhoneNumber = (value: string, newNumberRule?: FieldRule) => {
  const problem = checkPhoneNumber(value, newNumberRule);
  if (problem) throw new LocalMessage(problem);
  return value.trim();
};
