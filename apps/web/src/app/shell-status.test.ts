import { afterEach, describe, expect, it } from 'vitest';
import { takeShellStatus } from './shell-status.ts';

const status = { maintenance: false, info: { brand: { merchantCode: 'M1', defaultLanguage: 'EN' } } };

const shellCarrying = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-status';
  block.textContent = text;
  document.body.append(block);
};

describe("the shell's status answer", () => {
  afterEach(() => document.getElementById('boot-status')?.remove());

  it('is taken once, and out of the page', () => {
    shellCarrying(JSON.stringify({ success: true, value: status, message: '' }));
    expect(takeShellStatus(null)).toEqual(status);
    expect(document.getElementById('boot-status')).toBeNull();
    expect(takeShellStatus(null)).toBeUndefined();
  });

  it('is used by a tab of the same merchant, not by one that speaks for another', () => {
    shellCarrying(JSON.stringify({ success: true, value: status, message: '' }));
    expect(takeShellStatus('M1')).toEqual(status);
    shellCarrying(JSON.stringify({ success: true, value: status, message: '' }));
    expect(takeShellStatus('OTHER')).toBeUndefined();
  });

  it('is none when missing, refused or unreadable: the page asks as before', () => {
    expect(takeShellStatus(null)).toBeUndefined();
    for (const text of [
      '{"success":false,"value":null,"message":"x"}',
      '{not json',
      '',
      '{"success":true,"value":{}}',
    ]) {
      shellCarrying(text);
      expect(takeShellStatus(null)).toBeUndefined();
    }
  });
});
