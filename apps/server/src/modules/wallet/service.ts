import { fromMinor, walletTypeIds } from '@croupier/contract';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import type { Actor } from '../../lib/actor.ts';
import type { MerchantContext } from '../system/merchant-directory.ts';

const vendorTypeBase = 100;

/** The member's wallets in the merchant's currency; frozen money is listed but not spendable. */
export const balances = async (db: Db, merchant: MerchantContext, actor: Actor) => {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, actor.memberId),
        eq(ledgerAccounts.currency, merchant.currency),
        like(ledgerAccounts.kind, 'member%'),
      ),
    );
  const wallets = [
    { kind: 'member_main', name: 'main', balance: 0n },
    { kind: 'member_bonus', name: 'bonus', balance: 0n },
    { kind: 'member_frozen', name: 'frozen', balance: 0n },
  ].map((wallet) => ({
    ...wallet,
    balance: rows.find((row) => row.kind === wallet.kind)?.balance ?? 0n,
  }));
  const vendorWallets = rows
    .filter((row) => row.kind === 'member_vendor')
    .map((row, index) => ({
      kind: row.kind,
      name: row.code,
      balance: row.balance,
      typeId: vendorTypeBase + index,
    }));
  const spendable = [...wallets.filter((wallet) => wallet.kind !== 'member_frozen'), ...vendorWallets];
  return {
    sumBalance: fromMinor(spendable.reduce((sum, wallet) => sum + wallet.balance, 0n)),
    currency: merchant.currency,
    wallets: [
      ...wallets.map((wallet) => ({
        accountTypeId: walletTypeIds[wallet.kind as keyof typeof walletTypeIds],
        name: wallet.name,
        availBalance: fromMinor(wallet.balance),
      })),
      ...vendorWallets.map((wallet) => ({
        accountTypeId: wallet.typeId,
        name: wallet.name,
        availBalance: fromMinor(wallet.balance),
      })),
    ],
  };
};
