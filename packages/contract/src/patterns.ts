/**
 * The pattern families of spec §5. Register settings name one by `patternId`; server and web
 * both validate with `patternFor`, so a field is judged the same on each side.
 */
export const patternFamilies = {
  LENGTH: '.*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  LETTERS_CHINESE: '^[A-Za-z\\u4e00-\\u9fa5]+$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  ALNUM: '^[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ONE_UPPERCASE: '^(?=.*[A-Z]).+$',
  ENGLISH_SPACES: '^[A-Za-z ]+$',
  NO_SPACES: '^\\S+$',
  DATE_YMD: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  KOREAN: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$',
  THAI: '^[\\u0e00-\\u0e7f ]+$',
  STRONG: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  FULL_NAME_WITH_SPACE: '^\\S+( \\S+)+$',
  FULLWIDTH_JAPANESE: '^[\\u3000-\\u303f\\u3040-\\u309f\\u30a0-\\u30ff\\uff00-\\uffef\\u4e00-\\u9faf]+$',
  UPPERCASE: '^[A-Z]+$',
} as const;
export type PatternId = keyof typeof patternFamilies;
export const patternIds = Object.keys(patternFamilies) as PatternId[];

/** `acceptedPattern` '*' means anything (`.*`), as in the original client. */
export const normalisePattern = (accepted: string): string => (accepted === '*' ? '.*' : accepted);

export interface FieldRule {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: PatternId;
}

const backtrackingTest = (pattern: string, value: string) => new RegExp(pattern, 'u').test(value);

/**
 * Returns null when the value passes, else which part of the rule failed. The operator's own
 * `acceptedPattern` is run by `testAccepted`: the server passes a linear-time engine.
 */
export const checkField = (
  rule: FieldRule,
  value: string,
  testAccepted: (pattern: string, value: string) => boolean = backtrackingTest,
): null | 'length' | 'pattern' => {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  if (!backtrackingTest(patternFamilies[rule.patternId], value)) return 'pattern';
  if (!testAccepted(normalisePattern(rule.acceptedPattern), value)) return 'pattern';
  return null;
};
