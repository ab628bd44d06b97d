import { beforeAll, describe, expect, it } from 'vitest';
import { demoOperatorToken, smsCodeToNewMember } from '../../../test/back-office.ts';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { maskCodes } from './outbox-mask.ts';

describe('outbox in the demo mode (OUTBOX_SHOW_CODES)', () => {
  let mobile: string;
  const harness = useTestApp({ config: { OUTBOX_SHOW_CODES: 'true' } });
  beforeAll(async () => {
    mobile = await smsCodeToNewMember(harness.app, harness.database.db, '8554');
  });
  const bodyAs = async (token: string) =>
    (
      await harness.app.inject({
        url: `/wps/admin/outbox?destination=${mobile}`,
        headers: { authorization: token },
      })
    ).json().value[0].body as string;

  it('shows owners the full text', async () => {
    expect(await bodyAs(await demoOperatorToken(harness.app))).toMatch(/\d{6}/);
  });

  it('still masks codes for cashiers and support', async () => {
    for (const role of ['cashier', 'support'] as const) {
      const body = await bodyAs(await adminSession(harness.app, harness.database.db, role));
      expect(body).not.toMatch(/\d{6}/);
    }
  });
});

describe('maskCodes', () => {
  it('replaces the digits of codes and reset tokens, not amounts or minutes', () => {
    expect(maskCodes('[Croupier] Your verification code is 123456. It expires in 5 minutes.')).toBe(
      '[Croupier] Your verification code is ••••••. It expires in 5 minutes.',
    );
    expect(maskCodes('【Croupier】您的验证码是 654321，5 分钟内有效。')).toBe(
      '【Croupier】您的验证码是 ••••••，5 分钟内有效。',
    );
    expect(maskCodes('Reset: https://demo.example/reset?token=Zx8_kq2LmN0pQr5sTuVwXy3 ok')).not.toContain(
      'Zx8_kq2LmN0pQr5sTuVwXy3',
    );
    expect(maskCodes('Withdrawal of 3000.00 paid')).toBe('Withdrawal of 3000.00 paid');
  });
});
