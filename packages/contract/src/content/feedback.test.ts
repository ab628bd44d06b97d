import { describe, expect, it } from 'vitest';
import { feedbackFieldsSchema } from './feedback.ts';
import { feedbackContentProblem, textLength } from './paths-feedback.ts';

describe('feedback content bounds (10 to 1000 characters after trimming)', () => {
  it('counts characters as people see them', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('好好')).toBe(2);
    expect(textLength('ស្លត')).toBe(4);
  });

  it('names what is wrong, the same in the browser and on the server', () => {
    expect(feedbackContentProblem('   \n ')).toBe('empty');
    expect(feedbackContentProblem('  123456789  ')).toBe('short');
    expect(feedbackContentProblem('1234567890')).toBeNull();
    expect(feedbackContentProblem('😀'.repeat(10))).toBeNull();
    expect(feedbackContentProblem('x'.repeat(1000))).toBeNull();
    expect(feedbackContentProblem('x'.repeat(1001))).toBe('long');
    expect(feedbackContentProblem('line one\nline two\ttab')).toBeNull();
    expect(feedbackContentProblem('ten chars!\u0000')).toBe('control');
    expect(feedbackContentProblem('ten chars!\u009b')).toBe('control');
  });

  it('trims what it keeps and refuses an unknown category', () => {
    expect(feedbackFieldsSchema.parse({ category: 'games', content: '  The game froze.  ' })).toEqual({
      category: 'games',
      content: 'The game froze.',
    });
    const refused = feedbackFieldsSchema.safeParse({ category: 'casino', content: 'short' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['category', 'content']);
  });
});
