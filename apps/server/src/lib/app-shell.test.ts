import { describe, expect, it } from 'vitest';
import { jsonForScriptBlock, shellWithBootStatus } from './app-shell.ts';

describe('the app shell with the status answer', () => {
  const hostile = JSON.stringify({ message: '</script><script>alert(1)</script><!-- & \u2028\u2029' });

  it('escapes what could end the block or start markup, and reads back unchanged', () => {
    const safe = jsonForScriptBlock(hostile);
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(hostile));
  });

  it('puts one data block before the end of the body, or at the end of a shell without one', () => {
    const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
    const withStatus = shellWithBootStatus(shell, hostile);
    expect(withStatus.match(/<script/g)).toHaveLength(1);
    expect(withStatus).toMatch(
      /<div id="root"><\/div><script type="application\/json" id="boot-status">.*<\/script><\/body><\/html>$/,
    );
    expect(shellWithBootStatus('<div id="root"></div>', '{}')).toBe(
      '<div id="root"></div><script type="application/json" id="boot-status">{}</script>',
    );
  });
});
