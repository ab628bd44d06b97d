import { describe, expect, it } from 'vitest';
import { linearTest, operatorPatternProblem } from './linear-pattern.ts';

describe('operator patterns run in linear time', () => {
  it('reads JavaScript escapes and answers as RegExp does', () => {
    const cases: [string, string][] = [
      ['^[\\u4e00-\\u9fa5]+$', '中文'],
      ['^[\\u4e00-\\u9fa5]+$', 'abc'],
      ['^[\\u{1F600}-\\u{1F64F}]$', '😀'],
      ['^a\\\\u0041$', 'a\\u0041'],
      ['^a\\\\u0041$', 'aA'],
      ['^[A-Za-z][A-Za-z0-9]*$', 'k9'],
      ['^\\d{3,5}$', '12'],
      ['^\\p{L}+$', 'ភាសា'],
      ['.*', ''],
    ];
    for (const [pattern, value] of cases) {
      expect(linearTest(pattern, value), `${pattern} on ${value}`).toBe(new RegExp(pattern, 'u').test(value));
    }
  });

  it('answers a pattern that backtracks exponentially at once', () => {
    // a backtracking engine takes 2^60 steps here: this test would never end
    expect(linearTest('^(a+)+$', `${'a'.repeat(60)}!`)).toBe(false);
  });

  it('names what makes a pattern unfit to save', () => {
    expect(operatorPatternProblem('^[0-9]{6,12}$')).toBeNull();
    expect(operatorPatternProblem('^[\\u4e00-\\u9fa5 ]+$')).toBeNull();
    expect(operatorPatternProblem('([')).toMatch(/not a valid regular expression/);
    expect(operatorPatternProblem('^(?=.*\\d).+$')).toMatch(/look-arounds/);
    expect(operatorPatternProblem('^(a)\\1$')).toMatch(/back-references/);
    expect(operatorPatternProblem('^(\\w+\\s?)+$')).toMatch(/repeats a group/);
  });
});
