import { fromMinor, isAmount, toMinor, vendorPlayerName } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { waitAtMost } from '../../lib/wait-at-most.ts';
import { balanceChanged, type EventBus, runMoneyCommand } from '../events/index.ts';
import type { VendorAdapter, VendorDirectory } from '../vendors/index.ts';
import type { Ledger } from './ledger.ts';
import { type AccountKey, findAccountId, insertAccount } from './ledger-store.ts';
import {
  findVendorTransferById,
  inFlightStatuses,
  lastTransferOn,
  lockAccount,
  setVendorTransferStatus,
  transferSnapshot,
  type VendorTransferRow,
  vendorWalletCodes,
} from './vendor-transfer-store.ts';

export interface VendorTransferDeps {
  db: Db;
  ledger: Ledger;
  events: EventBus;
  vendors: VendorDirectory;
}

export interface MerchantRef {
  id: number;
  code: string;
  currency: string;
}

export const transferIdOf = (row: Pick<VendorTransferRow, 'id'>) =>
  `croupier-${String(row.id).padStart(10, '0')}`;
const mainOf = (memberId: number) => ({ kind: 'member_main' as const, memberId });
export const vendorWalletOf = (memberId: number, code: string) => ({
  kind: 'member_vendor' as const,
  memberId,
  code,
});

export type SyncOutcome =
  /** the mirror now equals the vendor's figure (plus payouts still settling); `posted` is the win (+) or loss (-) recorded */
  | { status: 'synced'; vendorBalance: bigint; posted: bigint }
  /** transfers are in flight: the vendor's figure is known but the mirror is left alone */
  | { status: 'busy'; vendorBalance: bigint }
  /** the vendor did not answer */
  | { status: 'silent' };

/**
 * Posts a transfer out that the vendor has paid: ledger posting and `done` commit together, so a
 * row still `confirmed` always means the money is still in the mirror.
 */
export const settleOut = (deps: VendorTransferDeps, merchant: MerchantRef, row: VendorTransferRow) =>
  runMoneyCommand(deps, async (tx, emit) => {
    emit(balanceChanged(merchant.id, row.memberId, 'vendor_transfer_out'));
    await deps.ledger.post(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `vt:${row.id}:settle`,
        legs: [
          {
            from: vendorWalletOf(row.memberId, row.vendorCode),
            to: mainOf(row.memberId),
            amount: row.amount,
            kind: 'vendor_transfer_out',
            reference: transferIdOf(row),
          },
        ],
      },
      tx,
    );
    await setVendorTransferStatus(tx, row.id, 'done');
  });

/** Settles a payout the vendor made; false (and the reason kept on the row) when the ledger cannot post it yet. */
export const trySettleOut = async (
  deps: VendorTransferDeps,
  merchant: MerchantRef,
  row: VendorTransferRow,
) => {
  try {
    await settleOut(deps, merchant, row);
    return true;
  } catch (error) {
    const reason =
      error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE' ? 'MIRROR_SHORT' : 'SETTLE_ERROR';
    await setVendorTransferStatus(deps.db, row.id, 'confirmed', reason);
    if (reason === 'SETTLE_ERROR') throw error;
    return false;
  }
};

/**
 * Brings the ledger's mirror of one vendor wallet to the vendor's figure (ARCHITECTURE §6: in
 * transfer mode the vendor's wallet is the truth). The difference is what the player won or lost
 * inside the vendor and is posted between the member's vendor wallet and the vendor account.
 *
 * The figure and the mirror are only compared when no transfer of the member with this vendor is
 * in flight, and the comparison is repeated under a lock of the mirror account: a transfer that
 * starts in between changes the newest row id and the sync stands down. `unsent` names a transfer
 * out whose vendor call the caller has not made yet, so it cannot be in the vendor's figure.
 * The posting's key is the mirror's state (its newest ledger transfer), so two syncs of the same
 * state post once. Payouts already made by the vendor (`confirmed`) are settled afterwards.
 */
export const syncVendorWallet = async (
  deps: VendorTransferDeps,
  merchant: MerchantRef,
  memberId: number,
  adapter: VendorAdapter,
  options: { unsent?: number } = {},
): Promise<SyncOutcome> => {
  const inFlight = (snapshot: Awaited<ReturnType<typeof transferSnapshot>>) =>
    snapshot.open.some((row) => inFlightStatuses.includes(row.status) && row.id !== options.unsent);
  const before = await transferSnapshot(deps.db, memberId, adapter.code);
  const figure = await adapter.balance(vendorPlayerName(merchant.code, memberId), merchant.currency);
  if (figure === null || !isAmount(figure)) return { status: 'silent' };
  const vendorBalance = toMinor(figure);
  if (inFlight(before)) return { status: 'busy', vendorBalance };

  const key: AccountKey = {
    merchantId: merchant.id,
    currency: merchant.currency,
    kind: 'member_vendor',
    memberId,
    code: adapter.code,
    shard: 0,
  };
  await insertAccount(deps.db, key);
  const accountId = (await findAccountId(deps.db, key))!;

  const outcome = await runMoneyCommand(deps, async (tx, emit) => {
    const mirror = await lockAccount(tx, accountId);
    const now = await transferSnapshot(tx, memberId, adapter.code);
    if (now.lastId !== before.lastId || inFlight(now)) return { status: 'busy' as const, settling: [] };
    const settling = now.open.filter((row) => row.status === 'confirmed');
    // a confirmed payout has left the vendor but is still in the mirror
    const owed = settling.reduce((sum, row) => sum + row.amount, 0n);
    const played = vendorBalance - (mirror - owed);
    if (played !== 0n) {
      emit(balanceChanged(merchant.id, memberId, 'vendor_game_result'));
      const house = { kind: 'vendor' as const, code: adapter.code };
      const member = vendorWalletOf(memberId, adapter.code);
      await deps.ledger.post(
        {
          merchantId: merchant.id,
          currency: merchant.currency,
          idempotencyKey: `vsync:${accountId}:${await lastTransferOn(tx, accountId)}`,
          legs: [
            {
              from: played > 0n ? house : member,
              to: played > 0n ? member : house,
              amount: played > 0n ? played : -played,
              kind: 'vendor_game_result',
              reference: `${adapter.code} balance ${fromMinor(vendorBalance)}`,
            },
          ],
        },
        tx,
      );
    }
    return { status: 'synced' as const, played, settling };
  });
  if (outcome.status === 'busy') return { status: 'busy', vendorBalance };
  for (const row of outcome.settling) await trySettleOut(deps, merchant, row);
  return { status: 'synced', vendorBalance, posted: outcome.played };
};

/** How long a balance read waits for the vendors' figures before showing the mirrors. */
export const displayWaitMs = 2_000;

/** Syncs under way per database, by merchant, member and vendor: reads that race share one. */
const syncsUnderWay = new WeakMap<Db, Map<string, Promise<unknown>>>();

/** One vendor call at a time per member and vendor, however many balance reads arrive meanwhile. */
const sharedSync = (
  deps: VendorTransferDeps,
  merchant: MerchantRef,
  memberId: number,
  adapter: VendorAdapter,
) => {
  let underWay = syncsUnderWay.get(deps.db);
  if (!underWay) {
    underWay = new Map();
    syncsUnderWay.set(deps.db, underWay);
  }
  const key = `${merchant.id}:${memberId}:${adapter.code}`;
  const running = underWay.get(key);
  if (running) return running;
  const sync = syncVendorWallet(deps, merchant, memberId, adapter)
    .catch(() => undefined)
    .finally(() => underWay.delete(key));
  underWay.set(key, sync);
  return sync;
};

/**
 * Asks every transfer-mode vendor the member has a wallet with for its figure and brings the
 * mirrors to it, so displayed balances are the vendors'. A silent or failing vendor leaves its
 * mirror as it was, and a slow one does not hold the balance up: its sync finishes on its own and
 * the next read shows it. Reads that arrive while a sync with a vendor is under way wait for that
 * one instead of calling the vendor again, so the calls are bounded by the vendor's answer time.
 */
export const refreshVendorWallets = async (
  deps: VendorTransferDeps,
  merchant: MerchantRef,
  memberId: number,
  waitMs = displayWaitMs,
) => {
  const codes = await vendorWalletCodes(deps.db, merchant.id, memberId, merchant.currency);
  const syncs = Promise.all(
    codes.map(async (code) => {
      const adapter = deps.vendors.get(code);
      if (adapter?.walletMode !== 'transfer') return;
      await sharedSync(deps, merchant, memberId, adapter);
    }),
  );
  await waitAtMost(syncs, waitMs);
};

/** The transfer's row as it is now (a sync may have settled it). */
export const currentRow = async (deps: VendorTransferDeps, row: VendorTransferRow) =>
  (await findVendorTransferById(deps.db, row.id)) ?? row;
