import { RE2JS } from 're2js';
import safeRegex from 'safe-regex2';
import { boundedMemo } from './bounded-memo.ts';

/**
 * Operators' register patterns, run on the server by RE2 (re2js: linear time in the input, no
 * backtracking), so no pattern an operator saves can stall the process that serves every merchant
 * (docs/operator-patterns.md). The web keeps JavaScript's own RegExp for the same pattern.
 */

/** RE2 writes `\x{4e00}` where JavaScript writes `\u4e00` or `\u{4e00}`; `\\u` stays a backslash and a u. */
const toRe2Syntax = (pattern: string) =>
  pattern.replace(/\\(u\{([0-9A-Fa-f]{1,6})\}|u([0-9A-Fa-f]{4})|[\s\S])/g, (whole, _, braced, plain) =>
    braced || plain ? `\\x{${braced ?? plain}}` : whole,
  );

/** The pattern compiled by RE2, cached; throws for syntax RE2 lacks (look-arounds, back-references). */
export const compileLinear = boundedMemo((pattern: string) => RE2JS.compile(toRe2Syntax(pattern)), 200);

/** Whether the pattern finds a match in the value (as RegExp's `test`), in linear time. */
export const linearTest = (pattern: string, value: string) => compileLinear(pattern).matcher(value).find();

/** Why an operator's pattern cannot be saved, or null: it must read the same in RE2 and in browsers. */
export const operatorPatternProblem = (pattern: string): string | null => {
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'is not a valid regular expression';
  }
  try {
    compileLinear(pattern);
  } catch {
    return 'uses look-arounds, back-references or other syntax the server cannot check safely';
  }
  // the site checks the same pattern in the player's browser with a backtracking engine
  if (!safeRegex(pattern)) return 'repeats a group that itself repeats, which can take a browser minutes';
  return null;
};
