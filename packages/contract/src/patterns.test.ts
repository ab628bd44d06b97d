import { describe, expect, it } from 'vitest';
import { checkField, type FieldRule, normalisePattern, patternFamilies } from './patterns.ts';

const rule = (patternId: FieldRule['patternId'], min = 1, max = 64, acceptedPattern = '*'): FieldRule => ({
  patternId,
  minLength: min,
  maxLength: max,
  acceptedPattern,
});

describe('pattern families', () => {
  it.each([
    ['LETTER_FIRST_ALNUM', 'abc123', '1abc'],
    ['LETTERS_CHINESE', '张三abc', '张三1'],
    ['EMAIL', 'a@b.co', 'a@b'],
    ['ALNUM', 'abc123', 'abc 123'],
    ['DIGITS', '0123', '12a'],
    ['ONE_UPPERCASE', 'abcD', 'abcd'],
    ['ENGLISH_SPACES', 'John Smith', 'John3'],
    ['NO_SPACES', 'a-b_c', 'a b'],
    ['DATE_YMD', '2000-12-31', '2000-13-01'],
    ['DATE_MDY', '12-31-2000', '2000-12-31'],
    ['KOREAN', '홍길동', 'Hong'],
    ['THAI', 'สมชาย', 'Somchai'],
    ['STRONG', 'Aa1!aaaa', 'Aa1aaaaa'],
    ['FULL_NAME_WITH_SPACE', 'Sok Dara', 'Sokdara'],
    ['FULLWIDTH_JAPANESE', 'ヤマダタロウ', 'yamada'],
    ['UPPERCASE', 'ABC', 'AbC'],
  ] as const)('%s accepts %s and refuses %s', (patternId, good, bad) => {
    expect(checkField(rule(patternId), good)).toBeNull();
    expect(checkField(rule(patternId), bad)).toBe('pattern');
  });

  it('checks the length range in characters, not bytes', () => {
    expect(checkField(rule('LENGTH', 2, 3), '张三')).toBeNull();
    expect(checkField(rule('LENGTH', 2, 3), '张')).toBe('length');
    expect(checkField(rule('LENGTH', 2, 3), '张三丰人')).toBe('length');
  });

  it("reads acceptedPattern '*' as anything", () => {
    expect(normalisePattern('*')).toBe('.*');
    expect(checkField(rule('LENGTH', 0, 10, '*'), 'x y')).toBeNull();
    expect(checkField(rule('LENGTH', 0, 10, '^a+$'), 'ab')).toBe('pattern');
  });

  it('defines every family as a valid regular expression', () => {
    for (const source of Object.values(patternFamilies)) expect(() => new RegExp(source, 'u')).not.toThrow();
  });
});
