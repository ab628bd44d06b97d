import { describe, expect, it } from 'vitest';
import { findControlCharacter, plainText } from './text.ts';

describe('plain text', () => {
  it.each(['a\u0000b', 'x\u0007', '\u001b[31m', 'del\u007f', 'c1\u0085'])('refuses %j', (value) => {
    expect(plainText(64).safeParse(value).success).toBe(false);
  });

  it.each(['Demo Player', '张三', 'សួស្តី', 'line one\nline two\ttab'])('takes %j', (value) => {
    expect(plainText(64).safeParse(value).success).toBe(true);
  });

  it('names the first field holding a control character, at any depth', () => {
    expect(findControlCharacter({ a: 'ok', b: { c: ['x', 'y\u0000'] } }, 'body')).toBe('body.b.c.1');
    expect(findControlCharacter({ 'k\u0000': 'v' }, 'body')).toBe('body.k?');
    expect(findControlCharacter({ a: 'ok', n: 1, z: null }, 'body')).toBeUndefined();
  });
});
