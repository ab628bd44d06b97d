import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('removes script elements with their code and keeps the text around them', () => {
    expect(sanitizeHtml('<p>Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>');
    expect(sanitizeHtml('<SCRIPT src="//evil.example/x.js"></SCRIPT>ok')).toBe('ok');
  });

  it('removes event handler attributes', () => {
    const cleaned = sanitizeHtml(
      '<p onclick="steal()">Hi<img src="x.png" onerror="alert(2)" onload=alert(3)></p>',
    );
    expect(cleaned).toBe('<p>Hi<img src="x.png" /></p>');
  });

  it('removes javascript: and other script addresses, however they are written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img />');
  });

  it('removes style elements and frames with their content, and forms but not their text', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<form action="https://evil.example"><p>Sign in</p></form>')).toBe('<p>Sign in</p>');
  });

  it('keeps harmless inline styles and drops the rest', () => {
    expect(sanitizeHtml('<p style="color:#c00;text-align:center">a</p>')).toBe(
      '<p style="color:#c00;text-align:center">a</p>',
    );
    expect(
      sanitizeHtml('<p style="position:fixed;top:0;background-image:url(https://evil.example/x.png)">a</p>'),
    ).toBe('<p>a</p>');
    expect(sanitizeHtml('<p style="color:expression(alert(1))">a</p>')).toBe('<p>a</p>');
  });

  it('keeps the allowed tags, attributes, links and pictures', () => {
    const html =
      '<h2 id="faq">FAQ</h2><p class="lead">Read <a href="https://example.com/help" title="help">this</a>, ' +
      'mail <a href="mailto:help@example.com">us</a> or <a href="/wps/help">here</a>.</p>' +
      '<ul><li><strong>one</strong></li><li><em>two</em></li></ul>' +
      '<table><tbody><tr><td colspan="2" data-row="1" aria-label="cell">x</td></tr></tbody></table>' +
      '<img src="https://cdn.example.com/a.png" alt="a" width="10" /><img src="data:image/png;base64,AAAA" alt="b" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops data: addresses on links', () => {
    expect(sanitizeHtml('<a href="data:image/png;base64,AAAA">x</a>')).toBe('<a>x</a>');
  });
});
