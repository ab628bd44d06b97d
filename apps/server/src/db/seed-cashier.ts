import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../lib/password.ts';
import { createLedger } from '../modules/wallet/index.ts';
import type { Db } from './client.ts';
import { demoCashierSettings, demoDepositChannels, demoPlayerCashier } from './demo-data.ts';
import { bankCards, cashierSettings, depositChannels, deposits, members, merchants } from './schema.ts';

/**
 * The demo merchant's cashier: channels, limits and a demo player ready to withdraw. Runs on
 * every start and does nothing once the channels exist, so data dirs made before the cashier
 * existed get it too.
 */
export const seedDemoCashier = async (db: Db) => {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
  if (!merchant) return;
  const existing = await db
    .select({ id: depositChannels.id })
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchant.id));
  if (existing.length > 0) return;
  const paymentPasswordHash = await hashPassword(demoPlayerCashier.paymentPassword);

  await db.transaction(async (tx) => {
    await tx.insert(cashierSettings).values({ merchantId: merchant.id, ...demoCashierSettings });
    const channels = await tx
      .insert(depositChannels)
      .values(
        demoDepositChannels.map((channel) => ({
          ...channel,
          merchantId: merchant.id,
          names: { ...channel.names },
          details: { ...channel.details },
        })),
      )
      .returning();
    const [player] = await tx
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.username, demoPlayerCashier.username)));
    if (!player) return;
    await tx.update(members).set({ paymentPasswordHash }).where(eq(members.id, player.id));
    await tx.insert(bankCards).values({ memberId: player.id, ...demoPlayerCashier.card });
    const bank = channels.find((channel) => channel.kind === 'bank')!;
    const [deposit] = await tx
      .insert(deposits)
      .values({
        merchantId: merchant.id,
        memberId: player.id,
        channelId: bank.id,
        orderNo: 'D00000000OPENING01',
        amount: demoPlayerCashier.openingDeposit,
        status: 'confirmed',
        idempotencyKey: 'demo-opening-deposit',
        payerReference: 'Demo Player',
        settledAt: new Date(),
      })
      .returning();
    // the money moves through the ledger like any deposit, in the same transaction
    await createLedger(db).post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `deposit:${deposit!.id}`,
        legs: [
          {
            from: { kind: 'channel', code: bank.code },
            to: { kind: 'member_main', memberId: player.id },
            amount: deposit!.amount,
            kind: 'deposit',
            reference: deposit!.orderNo,
          },
        ],
      },
      tx,
    );
  });
};
