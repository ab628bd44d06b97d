import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, nextIp } from '../test/accounts.ts';
import {
  adminSession,
  fund,
  newKey,
  playerToken,
  readyPlayer,
  requestWithdrawalCall,
} from '../test/cashier.ts';
import { useTestApp } from '../test/test-app.ts';
import { cashierSettings, depositChannels, withdrawals } from './db/schema.ts';

/**
 * A crash at the audit write — simulated by a trigger that fails the audit insert of one action —
 * must undo the money of that command too: the audit row and the money commit together or not at all.
 */
describe('money and its audit row commit together', () => {
  const harness = useTestApp();
  beforeAll(async () => {
    await harness.database.db.execute(sql`
      create function fail_money_audit() returns trigger language plpgsql as $$
      begin
        if new.action in ('withdrawal_request', 'transfer_upline', 'cashier_channel_save', 'cashier_settings_save') then
          raise exception 'simulated crash at the audit write';
        end if;
        return new;
      end $$`);
    await harness.database.db.execute(
      sql`create trigger fail_money_audit before insert on audit_log for each row execute function fail_money_audit()`,
    );
  });
  const db = () => harness.database.db;
  const balance = async (token: string) =>
    (await harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: token } })).json()
      .value.sumBalance;

  it('leaves no withdrawal and no frozen money when its audit row cannot be written', async () => {
    const player = await readyPlayer(harness.app, db(), 100_000n);
    const response = await requestWithdrawalCall(harness.app, player, '300.00');
    expect(response.statusCode).toBe(500);
    expect(await db().select().from(withdrawals).where(eq(withdrawals.memberId, player.account.id))).toEqual(
      [],
    );
    const wallets = (
      await harness.app.inject({ url: '/wps/v2/wallets/balance', headers: { authorization: player.token } })
    ).json().value.wallets as { name: string; availBalance: string }[];
    expect(wallets.find((wallet) => wallet.name === 'main')?.availBalance).toBe('1000.00');
    expect(wallets.find((wallet) => wallet.name === 'frozen')?.availBalance).toBe('0.00');
  });

  it('moves nothing to the upline when the transfer audit cannot be written', async () => {
    const agent = await createAccount(db(), { type: 1 });
    const player = await createAccount(db(), { parentId: agent.id, toUpline: '1' });
    await fund(db(), player.merchantId, player.id, 50_000n);
    const token = await playerToken(harness.app, player);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_transferToUpline',
      headers: { authorization: token },
      payload: { amount: '100.00', idempotencyKey: newKey() },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(500);
    expect(await balance(token)).toBe('500.00');
  });

  it('saves no deposit channel and no cashier setting whose audit row cannot be written', async () => {
    const owner = await adminSession(harness.app, db(), 'owner');
    const post = (url: string, payload: Record<string, unknown>) =>
      harness.app.inject({ method: 'POST', url, headers: { authorization: owner }, payload });
    const channel = await post('/wps/admin/cashier/channels/save', {
      code: 'UNAUDITED',
      kind: 'crypto',
      name: 'Unaudited wallet',
      min: '10.00',
      max: '100.00',
      details: { network: 'TRC20', address: 'TXunauditedaddress' },
      enabled: true,
      sortOrder: 9,
    });
    expect(channel.statusCode).toBe(500);
    expect(await db().select().from(depositChannels).where(eq(depositChannels.code, 'UNAUDITED'))).toEqual(
      [],
    );
    const before = await db().select().from(cashierSettings);
    const settings = await post('/wps/admin/cashier/settings', {
      withdrawMin: '1.00',
      withdrawMax: '999999.00',
      withdrawDailyCount: 99,
      autoReceiptMinutes: 30,
      multipleWithdrawals: true,
      maxBankCards: 5,
      withdrawCoolingOffHours: 0,
      withdrawTurnoverPercent: 0,
      cardsInRealName: false,
    });
    expect(settings.statusCode, settings.body).toBe(500);
    expect(await db().select().from(cashierSettings)).toEqual(before);
  });
});
