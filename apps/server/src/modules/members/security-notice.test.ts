import { catalogueLanguages } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { securityNoticeText } from './security-notice.ts';

const until = new Date('2026-11-24T09:30:00Z');

describe('security notice', () => {
  it('tells a Thai player in Thai that withdrawals are paused, until when, in UTC', () => {
    const text = securityNoticeText('TH', { brand: 'Croupier', reason: 'password_reset', until, hours: 24 });
    expect(text).toBe(
      '[Croupier] รหัสผ่านเข้าสู่ระบบของคุณถูกรีเซ็ตแล้ว เพื่อความปลอดภัยของคุณ การถอนเงินจะถูกระงับไว้จนถึง 2026-11-24 09:30 UTC หากคุณไม่ได้ดำเนินการนี้ โปรดติดต่อฝ่ายบริการลูกค้าทันที',
    );
  });

  it('tells a Vietnamese player in Vietnamese, without a pause when the hold is off', () => {
    const text = securityNoticeText('VI', { brand: 'Croupier', reason: 'bank_card_added', until, hours: 0 });
    expect(text).toBe(
      '[Croupier] Một tài khoản ngân hàng mới đã được thêm vào tài khoản của bạn. Nếu không phải bạn thực hiện, hãy liên hệ bộ phận chăm sóc khách hàng ngay.',
    );
  });

  it('writes every shipped language its own notice and falls back to English for others', () => {
    const values = { brand: 'Croupier', reason: 'payment_password_changed', until, hours: 24 } as const;
    const texts = catalogueLanguages.map((language) => securityNoticeText(language, values));
    expect(new Set(texts).size).toBe(catalogueLanguages.length);
    for (const text of texts) expect(text).toContain('2026-11-24 09:30 UTC');
    expect(securityNoticeText('JA', values)).toBe(securityNoticeText('EN', values));
  });
});
