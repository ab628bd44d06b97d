import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts.ts';
import { adminSession, newKey, playerToken } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe('cashier settings in the back office', () => {
  let owner: string;
  let cashier: string;
  let player: string;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await adminSession(harness.app, harness.database.db, 'owner');
    cashier = await adminSession(harness.app, harness.database.db, 'cashier');
    player = await playerToken(harness.app, await createAccount(harness.database.db));
  });

  const post = (url: string, payload: Record<string, unknown>, token = owner) =>
    harness.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  const get = (url: string, token = owner) => harness.app.inject({ url, headers: { authorization: token } });
  const channel = {
    code: 'WING',
    kind: 'bank',
    name: 'Wing transfer',
    min: '50.00',
    max: '3000.00',
    details: {
      bankName: 'Wing',
      accountName: 'Croupier Demo Ltd',
      accountNumber: '0969000111',
      network: 'ignored',
    },
    enabled: true,
    sortOrder: 5,
  };

  it('adds a channel players can use at once, keeping only the details of its kind', async () => {
    const saved = await post('/wps/admin/cashier/channels/save', channel);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({ code: 'WING', min: '50.00', max: '3000.00', enabled: true });
    expect(saved.json().value.details).toEqual({
      bankName: 'Wing',
      accountName: 'Croupier Demo Ltd',
      accountNumber: '0969000111',
    });
    const open = (await get('/wps/relay/CSH_depositChannels', player)).json().value.channels;
    expect(open.map((row: { code: string }) => row.code)).toContain('WING');
  });

  it("names a channel in the merchant's languages: players get each, English stays the name", async () => {
    const saved = await post('/wps/admin/cashier/channels/save', {
      ...channel,
      code: 'WINGKM',
      names: { KM: 'ផ្ទេរតាម Wing', CN: 'Wing 转账', EN: 'ignored: the name is English' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({
      name: 'Wing transfer',
      names: { KM: 'ផ្ទេរតាម Wing', CN: 'Wing 转账' },
    });
    expect(saved.json().value.names.EN).toBeUndefined();
    const open = (await get('/wps/relay/CSH_depositChannels', player)).json().value.channels;
    expect(open.find((row: { code: string }) => row.code === 'WINGKM')).toMatchObject({
      name: 'Wing transfer',
      names: { KM: 'ផ្ទេរតាម Wing', CN: 'Wing 转账' },
    });
    // the seeded channels come named in every shipped language
    expect(open.find((row: { code: string }) => row.code === 'ONLINE').names).toMatchObject({
      CN: '在线支付',
    });
    for (const [names, field] of [
      [{ XX: 'Wing' }, 'body.names'],
      [{ KM: 'W' }, 'body.names.KM'],
      [{ TH: 'Wing\u0000' }, 'body.names.TH'],
    ] as const) {
      const refused = await post('/wps/admin/cashier/channels/save', { ...channel, code: 'WINGBAD', names });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(field);
    }
  });

  it('closes a channel: players no longer see it nor deposit through it', async () => {
    const list = (await get('/wps/admin/cashier/channels')).json().value;
    const usdt = list.find((row: { code: string }) => row.code === 'USDT');
    const closed = await post('/wps/admin/cashier/channels/save', { ...usdt, enabled: false });
    expect(closed.json().value.enabled).toBe(false);
    const open = (await get('/wps/relay/CSH_depositChannels', player)).json().value.channels;
    expect(open.map((row: { code: string }) => row.code)).not.toContain('USDT');
    const deposit = await post(
      '/wps/relay/CSH_deposit',
      { channel: 'USDT', amount: '200.00', payerReference: '0xabc', idempotencyKey: newKey() },
      player,
    );
    expect(deposit.json().code).toBe('CHANNEL_UNAVAILABLE');
    expect((await get('/wps/admin/cashier/channels')).json().value).toHaveLength(list.length);
  });

  it('refuses incomplete or clashing channels with the field named', async () => {
    const noAccount = await post('/wps/admin/cashier/channels/save', {
      ...channel,
      code: 'NOACC',
      details: { bankName: 'Wing' },
    });
    expect(noAccount.json().message).toContain('body.details');
    const upside = await post('/wps/admin/cashier/channels/save', {
      ...channel,
      code: 'UPSIDE',
      min: '100.00',
      max: '10.00',
    });
    expect(upside.json().message).toContain('body.max');
    const clash = await post('/wps/admin/cashier/channels/save', { ...channel, code: 'BANK' });
    expect(clash.json().message).toContain('body.code');
    expect(
      (await post('/wps/admin/cashier/channels/save', { ...channel, code: 'bad code' })).json().message,
    ).toContain('body.code');
  });

  it('changes the withdrawal rules players see', async () => {
    const rules = {
      withdrawMin: '200.00',
      withdrawMax: '8000.00',
      withdrawDailyCount: 3,
      autoReceiptMinutes: 45,
      multipleWithdrawals: true,
      maxBankCards: 2,
      withdrawCoolingOffHours: 12,
      withdrawTurnoverPercent: 150,
      cardsInRealName: true,
    };
    expect((await post('/wps/admin/cashier/settings', rules)).json().value).toEqual(rules);
    expect((await get('/wps/admin/cashier/settings')).json().value).toEqual(rules);
    const seen = (await get('/wps/relay/CSH_withdrawSettings', player)).json().value;
    expect(seen).toMatchObject({
      min: '200.00',
      max: '8000.00',
      dailyCount: 3,
      autoReceiptMinutes: 45,
      maxBankCards: 2,
      // credited without a deposit: nothing owed yet
      playRequirement: { percent: 150, deposits: '0.00', required: '0.00', remaining: '0.00' },
    });
    const upside = await post('/wps/admin/cashier/settings', { ...rules, withdrawMax: '100.00' });
    expect(upside.json().message).toContain('body.withdrawMax');
  });

  it('lets only owners change them', async () => {
    expect(
      (await post('/wps/admin/cashier/channels/save', { ...channel, code: 'CASHIERS' }, cashier)).json().code,
    ).toBe('FORBIDDEN');
    expect((await get('/wps/admin/cashier/settings', cashier)).statusCode).toBe(200);
    expect((await get('/wps/admin/cashier/settings', player)).statusCode).toBe(401);
  });
});
