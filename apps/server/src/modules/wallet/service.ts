import { fromMinor, toMinor, type transactionKinds, walletTypeIds } from '@croupier/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordsSince } from '../../lib/periods.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import { openCashierCounts } from '../cashier/index.ts';
import { balanceChanged, type EventBus, runMoneyCommand } from '../events/index.ts';
import { activeWithdrawalHold, findMemberById, verifyPaymentPassword } from '../members/index.ts';
import type { MerchantContext } from '../system/index.ts';
import type { VendorDirectory } from '../vendors/index.ts';
import type { Ledger } from './ledger.ts';
import { memberWalletRows, statementPage } from './ledger-store.ts';
import { vendorWalletTypeId } from './wallet-type-ids.ts';

/** The member's wallet accounts in the merchant's currency (main, bonus, frozen, vendor mirrors), read now. */
export const memberWallets = (db: Db, merchant: MerchantContext, actor: Actor) =>
  memberWalletRows(db, actor.memberId, merchant.currency);

/** The member's wallets in the merchant's currency; frozen money is listed but not spendable. */
export const balances = async (db: Db, merchant: MerchantContext, actor: Actor, vendors: VendorDirectory) =>
  balancesOf(merchant, await memberWallets(db, merchant, actor), vendors);

/** The balance answer from the member's accounts as just read. */
export const balancesOf = (
  merchant: MerchantContext,
  rows: Awaited<ReturnType<typeof memberWallets>>,
  vendors: VendorDirectory,
) => {
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
    .map((row) => ({
      kind: row.kind,
      name: row.code,
      balance: row.balance,
      // the number the game menus give this vendor too
      typeId: vendorWalletTypeId(vendors, row.code),
    }))
    .sort((a, b) => a.typeId - b.typeId);
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

/**
 * Transfer to upline (spec §2, §3): only for members whose toUpline is "1" and who are not
 * type-2 agents; the payment password is checked when the member has set one.
 */
export const transferToUpline = async (
  deps: { db: Db; ledger: Ledger; events: EventBus },
  merchant: MerchantContext,
  actor: Actor,
  input: { amount: string; idempotencyKey: string; paymentPassword?: string },
  ip: string,
) => {
  const { db, ledger } = deps;
  const member = await findMemberById(db, actor.memberId);
  if (!member?.parentId || member.toUpline !== '1' || member.type === 2 || member.type === 4) {
    throw new AppError('TRANSFER_NOT_ALLOWED', 'This account cannot transfer to its upline');
  }
  // money leaving the account is paused after a security change, as withdrawals are: a takeover
  // could otherwise move the balance to an upline it controls while withdrawals wait
  const hold = activeWithdrawalHold(member);
  if (hold) {
    throw new AppError(
      'TRANSFER_COOLING_OFF',
      `Transfers out are paused until ${hold.until.toISOString()} after a security change on this account`,
      { until: hold.until.toISOString(), reason: hold.reason },
    );
  }
  await verifyPaymentPassword(db, member.id, input.paymentPassword, ip, { required: false });
  const parentId = member.parentId;
  // the posting and its audit row commit together: a crash between them cannot lose the audit
  const result = await runMoneyCommand(deps, async (tx, emit) => {
    emit(balanceChanged(merchant.id, member.id, 'transfer_upline'));
    emit(balanceChanged(merchant.id, parentId, 'transfer_upline'));
    const posted = await ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `upline:${member.id}:${input.idempotencyKey}`,
        legs: [
          {
            from: { kind: 'member_main', memberId: member.id },
            to: { kind: 'member_main', memberId: parentId },
            amount: toMinor(input.amount),
            kind: 'transfer_upline',
            reference: `upline:${parentId}`,
          },
        ],
      },
      tx,
    );
    if (!posted.replayed) {
      await insertAudit(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        action: 'transfer_upline',
        success: true,
        ip,
        detail: { to: parentId, amount: input.amount, transferId: posted.transfers[0]?.id },
      });
    }
    return posted;
  });
  const transfer = result.transfers[0]!;
  return {
    transferId: transfer.id,
    replayed: result.replayed,
    balance: fromMinor(
      await ledger.balanceOf(merchant.id, merchant.currency, { kind: 'member_main', memberId: member.id }),
    ),
  };
};

const walletNames: Record<string, string> = {
  member_main: 'main',
  member_bonus: 'bonus',
  member_frozen: 'frozen',
  member_vendor: 'vendor',
};

const memberAccounts = (db: Db, merchant: MerchantContext, memberId: number) =>
  db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.merchantId, merchant.id)));

type MemberAccount = Awaited<ReturnType<typeof memberAccounts>>[number];

/** A statement page of the given accounts, amounts signed from the member's side. */
const statementOf = async (
  db: Db,
  merchant: MerchantContext,
  accounts: MemberAccount[],
  query: { kind?: string; days: number; page: number; pageSize: number },
) => {
  if (accounts.length === 0) return { rows: [], total: 0, page: query.page, pageSize: query.pageSize };
  const { rows, total } = await statementPage(db, {
    accountIds: accounts.map((account) => account.id),
    since: recordsSince(merchant.timeZone, query.days),
    ...(query.kind ? { kind: query.kind } : {}),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return {
    rows: rows.map((row) => {
      const account = byId.get(row.accountId)!;
      return {
        id: row.id,
        kind: row.kind,
        amount: fromMinor(row.amount),
        wallet: account.kind === 'member_vendor' ? account.code : (walletNames[account.kind] ?? account.kind),
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** Account record: the member's postings, newest first; amounts signed from the member's side. */
export const transactionHistory = async (
  db: Db,
  merchant: MerchantContext,
  actor: Actor,
  query: { kind?: (typeof transactionKinds)[number]; days: number; page: number; pageSize: number },
) => statementOf(db, merchant, await memberAccounts(db, merchant, actor.memberId), query);

/** A player's account record for an operator (the back office's member details): the player's own view. */
export const memberStatement = async (
  db: Db,
  merchant: MerchantContext,
  actor: AdminActor,
  query: {
    id: number;
    kind?: (typeof transactionKinds)[number];
    days: number;
    page: number;
    pageSize: number;
  },
) => {
  requirePermission(actor, 'members.find');
  const member = await findMemberById(db, query.id);
  if (member?.merchantId !== merchant.id)
    throw new AppError('ACCOUNT_NOT_FOUND', 'querystring.id: no such member');
  return statementOf(db, merchant, await memberAccounts(db, merchant, member.id), query);
};

/** Bonus details: the postings of the member's bonus wallet. */
export const bonusDetails = async (
  db: Db,
  merchant: MerchantContext,
  actor: Actor,
  query: { days: number; page: number; pageSize: number },
) =>
  statementOf(
    db,
    merchant,
    (await memberAccounts(db, merchant, actor.memberId)).filter((account) => account.kind === 'member_bonus'),
    query,
  );

/**
 * The consolidated summary. Contract requests are counted by the agent-contract module once it
 * exists; until then no account has any, and the contract flags are off.
 */
export const consolidated = async (
  db: Db,
  merchant: MerchantContext,
  actor: Actor,
  vendors: VendorDirectory,
) => {
  const [summary, open] = await Promise.all([
    balances(db, merchant, actor, vendors),
    openCashierCounts(db, actor.memberId),
  ]);
  const wallet = (typeId: number) =>
    summary.wallets.find((row) => row.accountTypeId === typeId)?.availBalance ?? '0.00';
  return {
    funds: {
      sumBalance: summary.sumBalance,
      main: wallet(walletTypeIds.member_main),
      frozen: wallet(walletTypeIds.member_frozen),
      ...open,
    },
    dailysalreq: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    dailySalary: false,
    hourSalary: false,
    salary: false,
    enableCt: false,
  };
};
