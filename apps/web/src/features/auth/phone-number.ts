import { LocalMessage } from '../../shared/api/client.ts';

/** The phone-auth messages of spec §8 for a number checked before any code is sent. */
export const checkPhoneNumber = (
  value: string,
): 'phoneAuth.missingNumber' | 'phoneAuth.invalidNumber' | null => {
  const number = value.trim();
  if (!number) return 'phoneAuth.missingNumber';
  return /^\+?\d{6,15}$/.test(number) ? null : 'phoneAuth.invalidNumber';
};

/** Rejects with a local error whose text key is the phone-auth message, so the send button shows it. */
export const requirePhoneNumber = (value: string) => {
  const problem = checkPhoneNumber(value);
  if (problem) throw new LocalMessage(problem);
  return value.trim();
};
