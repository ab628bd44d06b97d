import { catalogueLanguages } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { messageText } from './messages.ts';

const values = {
  brand: 'Croupier',
  code: '482913',
  minutes: 10,
  link: 'https://croupier.example/reset?t=abc',
};

describe('SMS and mail texts', () => {
  it('writes a Thai verification code and a Vietnamese reset link, keeping every value', () => {
    const code = messageText('code', 'TH', values);
    expect(code).toBe('[Croupier] รหัสยืนยันของคุณคือ 482913 รหัสนี้จะหมดอายุภายใน 10 นาที');
    const reset = messageText('reset', 'VI', values);
    expect(reset).toBe(
      'Đặt lại mật khẩu Croupier của bạn: https://croupier.example/reset?t=abc (có hiệu lực trong 10 phút).',
    );
  });

  it('gives every shipped language its own text with the code, brand and link in it', () => {
    for (const kind of ['code', 'reset'] as const) {
      const texts = catalogueLanguages.map((language) => messageText(kind, language, values));
      expect(new Set(texts).size).toBe(catalogueLanguages.length);
      for (const text of texts) {
        expect(text).toContain('Croupier');
        expect(text).toContain(kind === 'code' ? '482913' : values.link);
        expect(text).toContain('10');
      }
    }
  });

  it('tells a registered number so in every shipped language, with no code in it', () => {
    const texts = catalogueLanguages.map((language) => messageText('registered', language, values));
    expect(new Set(texts).size).toBe(catalogueLanguages.length);
    for (const text of texts) {
      expect(text).toContain('Croupier');
      expect(text).not.toContain('482913');
    }
  });

  it('falls back to English for a language without a text', () => {
    expect(messageText('code', 'JA', values)).toBe(messageText('code', 'EN', values));
  });
});
