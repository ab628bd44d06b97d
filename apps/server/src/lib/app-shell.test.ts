import { describe, expect, it } from 'vitest';
import {
  firstScreenMarker,
  jsonForScriptBlock,
  shellWithBootStatus,
  shellWithFirstScreen,
} from './app-shell.ts';

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

describe('the app shell with a first screen', () => {
  const shell =
    '<!doctype html><html lang="zh-CN"><head><title>Croupier</title></head>' +
    `<body><div id="root">${firstScreenMarker}<div class="boot-spinner"></div></div></body></html>`;

  it("puts the screen at the marker, the page's language on <html> and the merchant's name, escaped, in the title", () => {
    const page = shellWithFirstScreen(shell, {
      html: '<div data-first-screen inert>$& $1</div>',
      language: 'KM',
      title: 'Lucky </title><script>x()</script> & Co',
    });
    expect(page).toBe(
      '<!doctype html><html lang="km"><head><title>Lucky &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt; &amp; Co</title></head>' +
        '<body><div id="root"><div data-first-screen inert>$& $1</div><div class="boot-spinner"></div></div></body></html>',
    );
  });

  it('leaves a shell without the marker as it is', () => {
    const plain = '<html lang="zh-CN"><div id="root"></div></html>';
    expect(shellWithFirstScreen(plain, { html: '<p>x</p>', language: 'EN', title: 'T' })).toBe(plain);
  });
});
