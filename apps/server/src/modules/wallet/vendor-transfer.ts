import { fromMinor, isFlagOn, toMinor, vendorPlayerName } from '@croupier/contract';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { balanceChanged, runMoneyCommand } from '../events/index.ts';
import type { MerchantContext } from '../system/index.ts';
import {
  findVendorTransfer,
  insertVendorTransfer,
  ledgerBatchExists,
  setVendorTransferStatus,
  type VendorTransferRow,
  vendorWalletCodes,
} from './vendor-transfer-store.ts';
import {
  currentRow,
  type MerchantRef,
  syncVendorWallet,
  transferIdOf,
  trySettleOut,
  type VendorTransferDeps,
  vendorWalletOf,
} from './vendor-transfer-sync.ts';

export type { VendorTransferDeps } from './vendor-transfer-sync.ts';

const holdKey = (row: VendorTransferRow) => `vt:${row.id}:hold`;
const mainOf = (row: VendorTransferRow) => ({ kind: 'member_main' as const, memberId: row.memberId });

/** The player sees done or pending; a payout still settling is pending to them. */
const summary = (row: VendorTransferRow, replayed: boolean) => ({
  transferId: transferIdOf(row),
  status: row.status === 'done' ? ('done' as const) : ('pending' as const),
  replayed,
});

const refusal = (reason: string | null | undefined) =>
  reason === 'INSUFFICIENT_BALANCE'
    ? new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance in the vendor wallet')
    : new AppError('VENDOR_REFUSED', `The vendor refused the transfer${reason ? ` (${reason})` : ''}`);

/** Moves money back to the main wallet when a transfer in did not happen at the vendor. */
export const revertHold = async (deps: VendorTransferDeps, merchant: MerchantRef, row: VendorTransferRow) => {
  if (await ledgerBatchExists(deps.db, merchant.id, holdKey(row))) {
    await runMoneyCommand(deps, async (tx, emit) => {
      emit(balanceChanged(merchant.id, row.memberId, 'vendor_transfer_revert'));
      await deps.ledger.post(
        {
          merchantId: merchant.id,
          currency: merchant.currency,
          idempotencyKey: `vt:${row.id}:revert`,
          legs: [
            {
              from: vendorWalletOf(row.memberId, row.vendorCode),
              to: mainOf(row),
              amount: row.amount,
              kind: 'vendor_transfer_revert',
              reference: transferIdOf(row),
            },
          ],
        },
        tx,
      );
    });
  }
};

/**
 * A payout the vendor has made: settle it; when the mirror is short (the player won inside the
 * vendor), bring the mirror to the vendor's figure, which settles it. Otherwise it stays
 * `confirmed` with its reason, for the reconcile job and for staff.
 */
export const completeOut = async (
  deps: VendorTransferDeps,
  merchant: MerchantRef,
  row: VendorTransferRow,
): Promise<VendorTransferRow> => {
  await setVendorTransferStatus(deps.db, row.id, 'confirmed');
  if (await trySettleOut(deps, merchant, row)) return { ...row, status: 'done', reason: null };
  const adapter = deps.vendors.get(row.vendorCode);
  if (adapter) await syncVendorWallet(deps, merchant, row.memberId, adapter);
  return currentRow(deps, row);
};

/**
 * Main wallet <-> vendor wallet (GCS_walletTransfer). The vendor's wallet is the truth
 * (ARCHITECTURE §6); `member_vendor` mirrors it and is brought to the vendor's figure.
 * In: hold in the ledger first, then ask the vendor. Out: the row is the hold; the vendor's
 * figure is checked, the vendor pays out, then the ledger settles. An unanswered vendor or a
 * settle that cannot post leaves the transfer open for reconciliation and for staff.
 */
export const walletTransfer = async (
  deps: VendorTransferDeps,
  merchant: MerchantContext,
  actor: Actor,
  input: { vendor: string; direction: 'in' | 'out'; amount: string; idempotencyKey: string },
) => {
  if (isFlagOn(merchant.flags, 'SINGLEWALLET3')) {
    throw new AppError('FEATURE_DISABLED', 'This site uses a single wallet: no transfers are needed');
  }
  const adapter = deps.vendors.get(input.vendor.toUpperCase());
  if (adapter?.walletMode !== 'transfer') {
    throw new AppError('VENDOR_UNKNOWN', 'body.vendor: no transfer-wallet vendor by that code');
  }
  const amount = toMinor(input.amount);
  const row = await insertVendorTransfer(deps.db, {
    merchantId: merchant.id,
    memberId: actor.memberId,
    vendorCode: adapter.code,
    direction: input.direction,
    amount,
    idempotencyKey: input.idempotencyKey,
  });
  if (!row) {
    const previous = (await findVendorTransfer(deps.db, actor.memberId, input.idempotencyKey))!;
    if (
      previous.vendorCode !== adapter.code ||
      previous.direction !== input.direction ||
      previous.amount !== amount
    ) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This idempotency key was already used for a different transfer',
      );
    }
    if (previous.status === 'failed') throw refusal(previous.reason);
    return summary(previous, true);
  }

  const fail = async (reason: string) => {
    await setVendorTransferStatus(deps.db, row.id, 'failed', reason);
    return refusal(reason);
  };
  try {
    if (input.direction === 'in') {
      await runMoneyCommand(deps, async (tx, emit) => {
        emit(balanceChanged(merchant.id, row.memberId, 'vendor_transfer_in'));
        await deps.ledger.post(
          {
            merchantId: merchant.id,
            currency: merchant.currency,
            idempotencyKey: holdKey(row),
            legs: [
              {
                from: mainOf(row),
                to: vendorWalletOf(row.memberId, row.vendorCode),
                amount,
                kind: 'vendor_transfer_in',
                reference: transferIdOf(row),
              },
            ],
          },
          tx,
        );
      });
    } else {
      // the vendor's figure decides; the vendor still refuses an overdraft if it changed meanwhile
      const sync = await syncVendorWallet(deps, merchant, actor.memberId, adapter, { unsent: row.id });
      if (sync.status !== 'silent' && sync.vendorBalance < amount) throw refusal('INSUFFICIENT_BALANCE');
    }
  } catch (error) {
    // nothing has moved at the vendor: the transfer ends here. A hold the database committed
    // though its answer was lost (a connection reset after COMMIT) goes back to main first; were it
    // left, the next sync would book it as money the player lost at the vendor.
    try {
      if (input.direction === 'in') await revertHold(deps, merchant, row);
      await setVendorTransferStatus(
        deps.db,
        row.id,
        'failed',
        error instanceof AppError ? error.code : 'ERROR',
      );
    } catch {
      // the database is not answering: the row stays open and the reconciliation job settles it
    }
    throw error;
  }

  const outcome = await adapter.transfer({
    transferId: transferIdOf(row),
    player: vendorPlayerName(merchant.code, actor.memberId),
    direction: input.direction === 'in' ? 'deposit' : 'withdraw',
    amount: fromMinor(amount),
    currency: merchant.currency,
  });
  if (outcome === 'unknown') {
    await setVendorTransferStatus(deps.db, row.id, 'unknown', 'VENDOR_SILENT');
    return summary({ ...row, status: 'unknown' }, false);
  }
  if (outcome.status === 'failed') {
    if (input.direction === 'in') await revertHold(deps, merchant, row);
    throw await fail(outcome.reason ?? 'REFUSED');
  }
  if (input.direction === 'out') return summary(await completeOut(deps, merchant, row), false);
  await setVendorTransferStatus(deps.db, row.id, 'done');
  return summary({ ...row, status: 'done' }, false);
};

/**
 * consolidateModal: every vendor wallet holding money (by the vendor's figure) is brought back to
 * main, one transfer each.
 */
/**
 * The key of a recall's transfer from one vendor: its own per vendor and apart from the keys
 * players send (cutting `<key>-<vendor>` to 64 characters gave every vendor the player's own key
 * once the key was long, and the second vendor's recall was refused as a conflict).
 */
const recallKeyOf = (idempotencyKey: string, vendorCode: string) =>
  `recall-${sha256(`${idempotencyKey}\n${vendorCode}`).slice(0, 48)}`;

export const recallAll = async (
  deps: VendorTransferDeps,
  merchant: MerchantContext,
  actor: Actor,
  idempotencyKey: string,
) => {
  const results = [];
  const codes = await vendorWalletCodes(deps.db, merchant.id, actor.memberId, merchant.currency);
  for (const code of codes) {
    const adapter = deps.vendors.get(code);
    if (adapter?.walletMode !== 'transfer') continue;
    const sync = await syncVendorWallet(deps, merchant, actor.memberId, adapter);
    const held =
      sync.status === 'silent'
        ? await deps.ledger.balanceOf(merchant.id, merchant.currency, vendorWalletOf(actor.memberId, code))
        : sync.vendorBalance;
    if (held <= 0n) continue;
    const amount = fromMinor(held);
    try {
      const outcome = await walletTransfer(deps, merchant, actor, {
        vendor: adapter.code,
        direction: 'out',
        amount,
        idempotencyKey: recallKeyOf(idempotencyKey, adapter.code),
      });
      results.push({ vendor: adapter.code, amount, status: outcome.status });
    } catch (error) {
      results.push({
        vendor: adapter.code,
        amount,
        status: 'failed' as const,
        code: error instanceof AppError ? error.code : 'SYSTEM_ERROR',
      });
    }
  }
  return { results };
};
